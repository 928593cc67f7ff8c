import type { StaffInviteInput, StaffList, StaffMember, StaffQuery } from '@shuttle/contracts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type StaffAccountsService, toStaffMember } from '../accounts/staff-accounts.service.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import type { AuditLogService } from './audit-log.service.ts';
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

  list(query: StaffQuery): Promise<StaffList> {
    return this.staffAccounts.list(query);
  }
}
