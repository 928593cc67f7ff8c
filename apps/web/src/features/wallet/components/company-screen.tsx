import { zodResolver } from '@hookform/resolvers/zod';
import {
  AllowanceInput,
  type CompanyFundingInput,
  CompanyFundingInput as CompanyFundingSchema,
  CompanyMemberInput,
  formatNaira,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { nairaAsKobo } from '../../../components/console/form-values.ts';
import { Loaded } from '../../../components/console/loaded.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAddCompanyMember } from '../api/add-company-member.ts';
import { useFundCompany } from '../api/fund-company.ts';
import { useCompany } from '../api/get-company.ts';
import { MEMBERS_PAGE_SIZE, useCompanyMembers } from '../api/get-company-members.ts';
import { SPENDING_PAGE_SIZE, useCompanySpending } from '../api/get-company-spending.ts';
import { useRemoveCompanyMember } from '../api/remove-company-member.ts';
import { useSetMemberAllowance } from '../api/set-member-allowance.ts';

const PERIOD_OPTIONS = [
  { value: 'week', label: 'Per week' },
  { value: 'month', label: 'Per month' },
];
const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
/** An optional text field: empty stays absent, so the contract can tell "not given". */
const optionalText = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** One company: its wallet and deposits, members and allowances, spending by month. */
export function CompanyScreen({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  if (company.isError) return <FormError message={errorMessage(company.error)} />;
  if (!company.data) return <p className="muted">Loading the company…</p>;
  return (
    <div className="stack">
      <h1>{company.data.name}</h1>
      <p>
        Company wallet: <strong>{formatNaira(company.data.balance_kobo)}</strong> ·{' '}
        {company.data.member_count === 1 ? '1 member' : `${company.data.member_count} members`}
      </p>
      <FundingForm companyId={companyId} />
      <Members companyId={companyId} />
      <Spending companyId={companyId} />
    </div>
  );
}

function FundingForm({ companyId }: { companyId: number }) {
  const fund = useFundCompany();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<CompanyFundingInput>({
    resolver: zodResolver(CompanyFundingSchema),
    defaultValues: { memo: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setDone(null);
    try {
      // One key per submitted deposit: a retry of the same one never credits it twice.
      const answer = await fund.mutateAsync({ id: companyId, input, idempotencyKey: crypto.randomUUID() });
      setDone(
        `Added ${formatNaira(answer.amount_kobo)}. New balance ${formatNaira(answer.balance_after_kobo)}.`,
      );
      form.reset();
    } catch {
      // Shown from fund.error below.
    }
  });
  return (
    <ConsoleFormCard
      title="Record a deposit"
      onSubmit={onSubmit}
      mutation={fund}
      submitLabel="Add to the wallet"
      done={done}
    >
      <TextField
        label="Amount in naira"
        inputMode="decimal"
        error={errors.amount_kobo?.message}
        {...form.register('amount_kobo', { setValueAs: nairaAsKobo })}
      />
      <TextField
        label="Reason"
        autoComplete="off"
        hint="The bank transfer's reference, for example."
        error={errors.memo?.message}
        {...form.register('memo')}
      />
    </ConsoleFormCard>
  );
}

function Members({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const members = useCompanyMembers(companyId, page);
  const remove = useRemoveCompanyMember();
  return (
    <section className="stack" aria-labelledby="members-heading">
      <h2 id="members-heading">Members</h2>
      <AddMemberForm companyId={companyId} />
      <FormError message={remove.isError ? errorMessage(remove.error) : null} />
      <Loaded query={members} loading="Loading members…">
        {({ data, meta }) => (
          <>
            <ConsoleTable
              label="Member list"
              columns={['Name', 'Email', 'Allowance', 'Left', { label: 'Actions', hidden: true }]}
              rows={data}
              row={(member) => (
                <tr key={member.user_id}>
                  <th scope="row">
                    {member.fname} {member.lname}
                    {member.status === 'invited' ? <span className="muted small"> (invited)</span> : null}
                  </th>
                  <td>{member.email}</td>
                  <td className="nowrap">
                    {member.allowance_kobo === null
                      ? 'None'
                      : `${formatNaira(member.allowance_kobo)} a ${member.allowance_period}`}
                  </td>
                  <td className="nowrap">{formatNaira(member.allowance_left_kobo)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ id: companyId, userId: member.user_id })}
                    >
                      Remove {member.fname}
                    </button>
                  </td>
                </tr>
              )}
              empty="No members yet."
              pager={{
                page,
                limit: MEMBERS_PAGE_SIZE,
                total: meta.total,
                onPage: setPage,
                label: 'Member pages',
              }}
            />
            {data.length > 0 ? (
              <AllowanceForm
                companyId={companyId}
                members={data.map((member) => ({
                  value: String(member.user_id),
                  label: `${member.fname} ${member.lname}`,
                }))}
              />
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}

function AddMemberForm({ companyId }: { companyId: number }) {
  const add = useAddCompanyMember();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<CompanyMemberInput>({ resolver: zodResolver(CompanyMemberInput) });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setDone(null);
    try {
      const answer = await add.mutateAsync({ id: companyId, input });
      setDone(
        answer.outcome === 'invited'
          ? `Invitation sent to ${input.email}.`
          : `${input.email} is now a member.`,
      );
      form.reset();
    } catch {
      // Shown from add.error below.
    }
  });
  return (
    <ConsoleFormCard
      title="Add a member"
      level={3}
      onSubmit={onSubmit}
      mutation={add}
      submitLabel="Add member"
      intro={
        <p className="muted small">
          A rider with this email joins at once. Anyone else gets an account and an email to choose a
          password: give their name too.
        </p>
      }
      done={done}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email', { setValueAs: optionalText })}
      />
      <TextField
        label="First name"
        autoComplete="off"
        error={errors.fname?.message}
        {...form.register('fname', { setValueAs: optionalText })}
      />
      <TextField
        label="Last name"
        autoComplete="off"
        error={errors.lname?.message}
        {...form.register('lname', { setValueAs: optionalText })}
      />
    </ConsoleFormCard>
  );
}

/** The contract's allowance, and which member it is for (the address of the call). */
const AllowanceForMember = AllowanceInput.extend({ user_id: z.string().min(1, 'Choose a member.') });
type AllowanceFormValues = z.infer<typeof AllowanceForMember>;

function AllowanceForm({
  companyId,
  members,
}: {
  companyId: number;
  members: { value: string; label: string }[];
}) {
  const save = useSetMemberAllowance();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<AllowanceFormValues>({
    resolver: zodResolver(AllowanceForMember),
    defaultValues: { user_id: members[0]?.value ?? '', period: 'week' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ user_id, amount_kobo, period }) => {
    setDone(null);
    try {
      const member = await save.mutateAsync({
        id: companyId,
        userId: Number(user_id),
        input: { amount_kobo, period },
      });
      setDone(`${member.fname} ${member.lname} may spend ${formatNaira(amount_kobo)} a ${period}.`);
    } catch {
      // Shown from save.error below.
    }
  });
  return (
    <ConsoleFormCard
      title="Set an allowance"
      level={3}
      onSubmit={onSubmit}
      mutation={save}
      submitLabel="Save allowance"
      done={done}
    >
      <SelectField label="Member" options={members} {...form.register('user_id')} />
      <TextField
        label="Allowance in naira"
        inputMode="decimal"
        error={errors.amount_kobo?.message}
        {...form.register('amount_kobo', { setValueAs: nairaAsKobo })}
      />
      <SelectField label="Period" options={PERIOD_OPTIONS} {...form.register('period')} />
    </ConsoleFormCard>
  );
}

function Spending({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const spending = useCompanySpending(companyId, page);
  return (
    <section className="stack" aria-labelledby="spending-heading">
      <h2 id="spending-heading">Spending by member and month</h2>
      <Loaded query={spending} loading="Loading spending…">
        {({ data, meta }) => (
          <ConsoleTable
            label="Spending list"
            columns={['Month', 'Member', 'Bookings', 'Spent']}
            rows={data}
            row={(row) => (
              <tr key={`${row.month}-${row.user_id}`}>
                <td className="nowrap">{monthLabel(row.month)}</td>
                <td>
                  {row.fname} {row.lname}
                </td>
                <td>{row.bookings}</td>
                <td className="nowrap">{formatNaira(row.spent_kobo)}</td>
              </tr>
            )}
            empty="Nothing spent yet."
            pager={{
              page,
              limit: SPENDING_PAGE_SIZE,
              total: meta.total,
              onPage: setPage,
              label: 'Spending pages',
            }}
          />
        )}
      </Loaded>
    </section>
  );
}
