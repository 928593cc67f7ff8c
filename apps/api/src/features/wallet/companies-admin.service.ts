import type {
  AllowanceInput,
  CompaniesQuery,
  Company,
  CompanyFundingAnswer,
  CompanyFundingInput,
  CompanyInput,
  CompanyList,
  CompanyMember,
  CompanyMemberInput,
  CompanyMemberList,
  CompanyMemberQuery,
  CompanySpending,
  CompanySpendingQuery,
} from '@shuttle/contracts';
import { COMPANY_MESSAGES } from '@shuttle/contracts';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer, runIdempotent } from '../../shared/idempotency.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { StaffAccountsService } from '../accounts/staff-accounts.service.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import type { CompaniesService } from './companies.service.ts';
import { companyInviteEmail } from './company-emails.ts';

export interface MemberAdded {
  user_id: number;
  /** `invited`: a new account was made and its set-password link emailed. */
  outcome: 'added' | 'invited';
}

/**
 * Companies in the console (docs/decisions/187-promo-codes-and-companies.md): every write is one
 * transaction that ends with its audit row; the wallet feature owns the data and the ledger.
 */
export class CompaniesAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly companies: CompaniesService,
    private readonly accounts: AccountsService,
    private readonly staffAccounts: StaffAccountsService,
    private readonly auditLog: AuditLogService,
  ) {}

  list(query: CompaniesQuery): Promise<CompanyList> {
    return this.companies.list(query);
  }

  find(id: number): Promise<Company> {
    return this.companies.find(id);
  }

  members(id: number, query: CompanyMemberQuery): Promise<CompanyMemberList> {
    return this.companies.members(id, query);
  }

  member(id: number, userId: number): Promise<CompanyMember> {
    return this.companies.member(id, userId);
  }

  spending(id: number, query: CompanySpendingQuery): Promise<CompanySpending> {
    return this.companies.spending(id, query);
  }

  create(operator: Rider, input: CompanyInput): Promise<Company> {
    return this.deps.db.transaction(async (tx) => {
      const company = await this.companies.create(tx, input.name);
      await this.auditLog.record(tx, operator, {
        action: 'company.create',
        entity: 'company',
        entityId: company.id,
        after: { name: company.name },
      });
      return company;
    });
  }

  /**
   * Adds an existing rider (by id or email) or invites a new one by email: the account is made
   * in the company and a set-password link is emailed, in the same transaction as the audit row.
   */
  async addMember(operator: Rider, id: number, input: CompanyMemberInput): Promise<MemberAdded> {
    const now = this.deps.clock.now();
    const added = await this.deps.db.transaction(async (tx) => {
      const company = await this.companies.find(id, tx);
      const existing =
        input.user_id === undefined
          ? await this.accounts.findByEmail(tx, input.email ?? '')
          : await this.accounts.findById(tx, input.user_id);
      if (input.user_id !== undefined && !existing) throw notFound('Rider not found');
      let outcome: MemberAdded;
      if (existing) {
        if (existing.role !== 'rider') {
          throw new AppError(
            'CONFLICT',
            'Only riders can be members; this account is a staff, driver or partner account.',
          );
        }
        if (existing.corporateId !== null && existing.corporateId !== id) {
          throw new AppError(
            'CONFLICT',
            'This rider is already a member of another company; remove them there first.',
          );
        }
        if (!(await this.companies.join(tx, id, existing.id))) {
          throw new AppError('CONFLICT', 'This rider could not be added; try again.');
        }
        outcome = { user_id: existing.id, outcome: 'added' };
      } else {
        if (!input.fname || !input.lname)
          throw new AppError('VALIDATION_ERROR', COMPANY_MESSAGES.nameForInvite);
        const { user, link } = await this.staffAccounts.invite(
          tx,
          {
            email: input.email ?? '',
            fname: input.fname,
            lname: input.lname,
            role: 'rider',
            corporateId: id,
          },
          now,
        );
        await enqueueEmail(tx, companyInviteEmail(user, company.name, link));
        outcome = { user_id: user.id, outcome: 'invited' };
      }
      await this.auditLog.record(tx, operator, {
        action: outcome.outcome === 'invited' ? 'company.member_invite' : 'company.member_add',
        entity: 'company',
        entityId: id,
        after: { user_id: outcome.user_id },
      });
      return outcome;
    });
    if (added.outcome === 'invited') this.deps.kickOutbox();
    return added;
  }

  removeMember(operator: Rider, id: number, userId: number): Promise<void> {
    return this.deps.db.transaction(async (tx) => {
      await this.companies.find(id, tx);
      if (!(await this.companies.leave(tx, id, userId))) throw notFound('Member not found');
      await this.auditLog.record(tx, operator, {
        action: 'company.member_remove',
        entity: 'company',
        entityId: id,
        before: { user_id: userId },
      });
    });
  }

  setAllowance(operator: Rider, id: number, userId: number, input: AllowanceInput): Promise<void> {
    return this.deps.db.transaction(async (tx) => {
      await this.companies.find(id, tx);
      const member = await this.accounts.findById(tx, userId);
      if (member?.corporateId !== id) throw notFound('Member not found');
      const before = await this.companies.setAllowance(tx, id, userId, input, operator.id);
      await this.auditLog.record(tx, operator, {
        action: 'company.allowance',
        entity: 'company',
        entityId: id,
        before: before && { user_id: userId, ...before },
        after: { user_id: userId, amount_kobo: input.amount_kobo, period: input.period },
      });
    });
  }

  /** A bank deposit into the company wallet: once per Idempotency-Key, which is required. */
  fund(
    operator: Rider,
    id: number,
    input: CompanyFundingInput,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<CompanyFundingAnswer>> {
    if (idempotencyKey === undefined) {
      throw new AppError('VALIDATION_ERROR', 'Funding a company wallet needs an Idempotency-Key header.');
    }
    return runIdempotent(
      this.deps.db,
      { userId: operator.id, scope: `POST /ops/companies/${id}/fundings`, key: idempotencyKey, body: input },
      async (tx) => {
        const before = await this.companies.find(id, tx);
        const posting = await this.companies.fund(tx, id, input, operator.id);
        const body: CompanyFundingAnswer = {
          transaction_id: posting.transactionId,
          amount_kobo: posting.amountKobo,
          memo: input.memo,
          balance_after_kobo: posting.balanceAfterKobo,
        };
        await this.auditLog.record(tx, operator, {
          action: 'company.fund',
          entity: 'company',
          entityId: id,
          before: { balance_kobo: before.balance_kobo },
          after: body,
        });
        return { status: 201, body };
      },
    );
  }
}
