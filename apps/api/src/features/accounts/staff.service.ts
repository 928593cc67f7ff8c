import {
  STAFF_MESSAGES,
  type StaffInviteInput,
  type StaffList,
  type StaffMember,
  type StaffPatch,
  type StaffQuery,
} from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import { type StaffAccountsService, toStaffMember } from './staff-accounts.service.ts';
import { staffInviteEmail } from './staff-emails.ts';

/** Admins invite operators and admins; the invitation is emailed and audited in one transaction. */
export class StaffService {
  constructor(
    private readonly deps: Deps,
    private readonly staffAccounts: StaffAccountsService,
    private readonly auditLog: AuditLogService,
  ) {}

  async invite(admin: Rider, input: StaffInviteInput): Promise<StaffMember> {
    const now = this.deps.clock.now();
    const member = await this.deps.db.transaction(async (tx) => {
      const { user, link } = await this.staffAccounts.invite(tx, input, now);
      await enqueueEmail(tx, staffInviteEmail({ ...input, email: user.email }, link));
      const invited = toStaffMember(user);
      await this.auditLog.record(tx, admin, {
        action: 'staff.invite',
        entity: 'user',
        entityId: user.id,
        after: { email: invited.email, fname: invited.fname, lname: invited.lname, role: invited.role },
      });
      return invited;
    });
    this.deps.kickOutbox();
    return member;
  }

  /** Another staff member's role or access; never the admin's own (ADR 186). Audited. */
  async update(admin: Rider, id: number, patch: StaffPatch): Promise<StaffMember> {
    if (id === admin.id) throw new AppError('CONFLICT', STAFF_MESSAGES.notYourself);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const changed = await this.staffAccounts.update(tx, id, patch, now);
      if (!changed) throw notFound('Staff member not found');
      const before = toStaffMember(changed.before);
      const after = toStaffMember(changed.after);
      await this.auditLog.record(tx, admin, {
        action: 'staff.update',
        entity: 'user',
        entityId: id,
        before: { role: before.role, status: before.status },
        after: { role: after.role, status: after.status },
      });
      return after;
    });
  }

  list(query: StaffQuery): Promise<StaffList> {
    return this.staffAccounts.list(query);
  }
}
