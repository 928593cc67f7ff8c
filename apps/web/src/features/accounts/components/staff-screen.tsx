import { zodResolver } from '@hookform/resolvers/zod';
import {
  INVITABLE_ROLES,
  type StaffInviteInput,
  StaffInviteInput as StaffInviteSchema,
  type StaffRole,
} from '@shuttle/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { roleLabel } from '../../../components/console/console-frame.tsx';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { STAFF_PAGE_SIZE, useStaff } from '../api/get-staff.ts';
import { useInviteStaff } from '../api/invite-staff.ts';
import { useUpdateStaff } from '../api/update-staff.ts';

const ROLE_OPTIONS = INVITABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

/**
 * Admins: who runs the service, invitations for new operators and admins (ADR 122), and each
 * other member's role and access (ADR 186); `adminId` is the admin looking, who cannot change
 * their own.
 */
export function StaffScreen({ adminId }: { adminId: number }) {
  return (
    <div className="stack">
      <h1>Staff</h1>
      <InviteStaffForm />
      <StaffTable adminId={adminId} />
    </div>
  );
}

function InviteStaffForm() {
  const invite = useInviteStaff();
  const [invited, setInvited] = useState<string | null>(null);
  const form = useForm<StaffInviteInput>({
    resolver: zodResolver(StaffInviteSchema),
    defaultValues: { email: '', fname: '', lname: '', role: 'operator' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (invite.isPending) return;
    setInvited(null);
    try {
      const member = await invite.mutateAsync(values);
      setInvited(member.email);
      form.reset();
    } catch {
      // Shown from invite.error below.
    }
  });

  return (
    <section className="card stack" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite a staff member</h2>
      <p className="muted small">
        They get an email with a link to choose their password. The link works once, for 24 hours.
      </p>
      {invited ? (
        <p className="notice-success" role="status">
          Invitation sent to {invited}.
        </p>
      ) : null}
      <FormError message={invite.isError ? errorMessage(invite.error) : null} />
      <form onSubmit={onSubmit} noValidate className="console-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.fname?.message}
          {...form.register('fname')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          error={errors.lname?.message}
          {...form.register('lname')}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <div className="console-form__actions">
          <Button type="submit" isProcessing={isSubmitting || invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </section>
  );
}

const STATUS_LABELS = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const;

function StaffTable({ adminId }: { adminId: number }) {
  const [page, setPage] = useState(1);
  const staff = useStaff(page);
  const update = useUpdateStaff();
  if (staff.isError) return <FormError message={errorMessage(staff.error)} />;
  if (!staff.data) return <p className="muted">Loading staff…</p>;
  return (
    <section className="stack" aria-labelledby="staff-heading">
      <h2 id="staff-heading">Team</h2>
      <FormError message={update.isError ? errorMessage(update.error) : null} />
      <ConsoleTable
        columns={['Name', 'Email', 'Role', 'Status', 'Since', { label: 'Access', hidden: true }]}
        rows={staff.data.data}
        row={(member) => (
          <tr key={member.id}>
            <td>
              {member.fname} {member.lname}
            </td>
            <td>{member.email}</td>
            <td>
              {member.id === adminId ? (
                roleLabel(member.role)
              ) : (
                <select
                  className="field__input"
                  aria-label={`Role of ${member.fname} ${member.lname}`}
                  value={member.role}
                  disabled={update.isPending}
                  onChange={(event) =>
                    update.mutate({ id: member.id, patch: { role: event.target.value as StaffRole } })
                  }
                >
                  {ROLE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </td>
            <td>{STATUS_LABELS[member.status]}</td>
            <td>{dateFormat.format(new Date(member.created_at))}</td>
            <td>
              {member.id === adminId ? (
                <span className="muted small">You</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={update.isPending}
                  onClick={() =>
                    update.mutate({ id: member.id, patch: { disabled: member.status !== 'disabled' } })
                  }
                >
                  {member.status === 'disabled' ? 'Enable' : 'Disable'} {member.fname}
                </button>
              )}
            </td>
          </tr>
        )}
        pager={{
          label: 'Staff pages',
          page,
          limit: STAFF_PAGE_SIZE,
          total: staff.data.meta.total,
          onPage: setPage,
        }}
      />
    </section>
  );
}
