import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreatePromoCodeFormValues,
  CreatePromoCodeInput,
  formatNaira,
  type PromoCode,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ConsoleFormCard } from '../../../components/console/console-form-card.tsx';
import { ConsoleSearch } from '../../../components/console/console-search.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import {
  lagosDateTime,
  optionalNairaAsKobo,
  optionalNumber,
} from '../../../components/console/form-values.ts';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { Loaded } from '../../../components/console/loaded.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreatePromoCode } from '../api/create-promo-code.ts';
import { PROMO_CODES_PAGE_SIZE, type PromoCodesFilter, usePromoCodes } from '../api/get-promo-codes.ts';
import { useUpdatePromoCode } from '../api/update-promo-code.ts';

const KIND_OPTIONS = [
  { value: 'wallet_credit', label: 'Wallet credit' },
  { value: 'ride_discount', label: 'Ride discount' },
];

/** `?q=&page=`. */
export function promoCodesFilterFrom(params: URLSearchParams): PromoCodesFilter {
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim();
  return { page: Number.isSafeInteger(page) && page > 0 ? page : 1, q: q ? q : undefined };
}

/** Promo codes (docs/decisions/052 and 187): create, list with redemptions, disable. */
export function PromoCodesScreen() {
  return (
    <div className="stack">
      <h1>Promo codes</h1>
      <CreatePromoCodeForm />
      <PromoCodesTable />
    </div>
  );
}

function CreatePromoCodeForm() {
  const create = useCreatePromoCode();
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<CreatePromoCodeFormValues, unknown, CreatePromoCodeInput>({
    resolver: zodResolver(CreatePromoCodeInput),
    defaultValues: { code: '', description: '', kind: 'wallet_credit', per_user_limit: 1 },
  });
  const { errors } = form.formState;
  const isCredit = form.watch('kind') === 'wallet_credit';

  const onSubmit = form.handleSubmit(async (input) => {
    setCreated(null);
    try {
      const code = await create.mutateAsync(input);
      setCreated(code.code);
      form.reset();
    } catch {
      // Shown from create.error below.
    }
  });

  return (
    <ConsoleFormCard
      title="New promo code"
      onSubmit={onSubmit}
      mutation={create}
      submitLabel="Create code"
      done={created ? `${created} is ready for riders.` : null}
    >
      <TextField label="Code" autoComplete="off" error={errors.code?.message} {...form.register('code')} />
      <TextField
        label="Description"
        autoComplete="off"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        error={errors.kind?.message}
        {...form.register('kind')}
      />
      {isCredit ? (
        <TextField
          label="Credit in naira"
          inputMode="decimal"
          error={errors.amount_kobo?.message}
          {...form.register('amount_kobo', { setValueAs: optionalNairaAsKobo })}
        />
      ) : (
        <>
          <TextField
            label="Percent off"
            inputMode="numeric"
            error={errors.percent_off?.message}
            {...form.register('percent_off', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Rides"
            inputMode="numeric"
            error={errors.rides?.message}
            {...form.register('rides', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Most off a ride, in naira"
            inputMode="decimal"
            hint="Optional."
            error={errors.max_discount_kobo?.message}
            {...form.register('max_discount_kobo', { setValueAs: optionalNairaAsKobo })}
          />
        </>
      )}
      <TextField
        label="Riders in all"
        inputMode="numeric"
        hint="Optional: empty means no limit."
        error={errors.max_redemptions?.message}
        {...form.register('max_redemptions', { setValueAs: optionalNumber })}
      />
      <TextField
        label="Times per rider"
        inputMode="numeric"
        error={errors.per_user_limit?.message}
        {...form.register('per_user_limit', { setValueAs: optionalNumber })}
      />
      <TextField
        label="Expires (Lagos time)"
        type="datetime-local"
        hint="Optional."
        error={errors.expires_at?.message}
        {...form.register('expires_at', { setValueAs: lagosDateTime })}
      />
    </ConsoleFormCard>
  );
}

function offerOf(code: PromoCode): string {
  if (code.kind === 'wallet_credit') return `${formatNaira(code.amount_kobo ?? 0)} credit`;
  const most = code.max_discount_kobo === null ? '' : `, at most ${formatNaira(code.max_discount_kobo)}`;
  return `${code.percent_off}% off ${code.rides} ride${code.rides === 1 ? '' : 's'}${most}`;
}

function PromoCodesTable() {
  const [params, setParams] = useSearchParams();
  const filter = promoCodesFilterFrom(params);
  const codes = usePromoCodes(filter);
  const update = useUpdatePromoCode();
  return (
    <section className="stack" aria-labelledby="codes-heading">
      <h2 id="codes-heading">Codes</h2>
      <ConsoleSearch
        label="Find a code"
        defaultValue={filter.q ?? ''}
        onSearch={(q) => setParams(q ? { q } : {}, { replace: true })}
      />
      <FormError message={update.isError ? errorMessage(update.error) : null} />
      <Loaded query={codes} loading="Loading promo codes…">
        {({ data, meta }) => (
          <ConsoleTable
            columns={['Code', 'Offer', 'Redeemed', 'Expires', 'Status', { label: 'Actions', hidden: true }]}
            rows={data}
            row={(code) => {
              const isDisabled = code.disabled_at !== null;
              return (
                <tr key={code.id}>
                  <th scope="row">{code.code}</th>
                  <td>{offerOf(code)}</td>
                  <td>
                    {code.redemptions_count}
                    {code.max_redemptions === null ? '' : ` of ${code.max_redemptions}`}
                  </td>
                  <td className="nowrap">{code.expires_at ? formatLagosTime(code.expires_at) : 'Never'}</td>
                  <td>{isDisabled ? 'Disabled' : 'Active'}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={update.isPending}
                      onClick={() => update.mutate({ id: code.id, disabled: !isDisabled })}
                    >
                      {isDisabled ? `Enable ${code.code}` : `Disable ${code.code}`}
                    </button>
                  </td>
                </tr>
              );
            }}
            empty="No codes yet."
            pager={{
              page: filter.page,
              limit: PROMO_CODES_PAGE_SIZE,
              total: meta.total,
              onPage: (page) => setParams({ ...(filter.q ? { q: filter.q } : {}), page: String(page) }),
              label: 'Promo code pages',
            }}
          />
        )}
      </Loaded>
    </section>
  );
}
