import type {
  AllowanceInput,
  CompaniesQuery,
  Company,
  CompanyList,
  CompanyMember,
  CompanyMemberList,
  CompanyMemberQuery,
  CompanySpending,
  CompanySpendingQuery,
} from '@shuttle/contracts';
import type { Executor, Transaction } from '@shuttle/db';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { CompaniesRepository, type CompanyRow, type MemberRow } from './companies.repository.ts';
import { LedgerRepository } from './ledger.repository.ts';
import type { LedgerPosting, LedgerService } from './ledger.service.ts';
import { WalletsRepository } from './wallets.repository.ts';

const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  balance_kobo: row.balanceKobo,
  member_count: row.memberCount,
  created_at: row.createdAt.toISOString(),
});

/**
 * Companies, their members, allowances, funding and spending (docs/decisions/187 and 032). Writes
 * take the caller's transaction: the operations wing adds its audit row to the same one.
 */
export class CompaniesService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'clock'>,
    private readonly ledger: LedgerService,
    /** A member is a user row's company: the accounts feature writes it. */
    private readonly accounts: Pick<AccountsService, 'joinCompany' | 'leaveCompany'>,
  ) {}

  async create(tx: Executor, name: string): Promise<Company> {
    return toCompany(await new CompaniesRepository(tx).create(name, this.deps.clock.now()));
  }

  async list(query: CompaniesQuery): Promise<CompanyList> {
    const { rows, total } = await new CompaniesRepository(this.deps.db).page(query);
    return { data: rows.map(toCompany), meta: { page: query.page, limit: query.limit, total } };
  }

  async find(id: number, db: Executor = this.deps.db): Promise<Company> {
    const row = await new CompaniesRepository(db).find(id);
    if (!row) throw notFound('Company not found');
    return toCompany(row);
  }

  /** One page of members with what is left of their allowance this week or month. */
  async members(id: number, query: CompanyMemberQuery): Promise<CompanyMemberList> {
    await this.find(id);
    const { rows, total } = await new CompaniesRepository(this.deps.db).membersPage(
      id,
      query.page,
      query.limit,
    );
    return {
      data: await this.withAllowances(id, rows),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  /** One member as the members list shows them. */
  async member(id: number, userId: number): Promise<CompanyMember> {
    const { rows } = await new CompaniesRepository(this.deps.db).membersPage(id, 1, 1, userId);
    const [member] = await this.withAllowances(id, rows);
    if (!member) throw notFound('Member not found');
    return member;
  }

  private async withAllowances(id: number, rows: MemberRow[]): Promise<CompanyMember[]> {
    const data: CompanyMember[] = [];
    for (const row of rows) {
      const status =
        row.allowanceKobo === null
          ? undefined
          : await this.ledger.allowanceStatus(this.deps.db, { id: row.id, corporateId: id });
      data.push({
        user_id: row.id,
        fname: row.fname,
        lname: row.lname,
        email: row.email,
        status: row.verifiedAt === null ? 'invited' : 'active',
        allowance_kobo: row.allowanceKobo,
        allowance_period: row.allowancePeriod,
        allowance_spent_kobo: status?.spentKobo ?? 0,
        allowance_left_kobo: status?.leftKobo ?? 0,
      });
    }
    return data;
  }

  /** Whether the rider joined (or already was a member); false when the rules refuse. */
  async join(tx: Executor, id: number, userId: number): Promise<boolean> {
    return this.accounts.joinCompany(tx, userId, id, this.deps.clock.now());
  }

  /** Ends a membership and its allowance; false when the user was not a member. */
  async leave(tx: Executor, id: number, userId: number): Promise<boolean> {
    if (!(await this.accounts.leaveCompany(tx, userId, id, this.deps.clock.now()))) return false;
    await new CompaniesRepository(tx).dropAllowance(userId, id);
    return true;
  }

  /** Sets a member's allowance; the one it replaced, or null when there was none. */
  async setAllowance(
    tx: Transaction,
    id: number,
    userId: number,
    input: AllowanceInput,
    operatorId: number,
  ): Promise<{ amount_kobo: number; period: 'week' | 'month' } | null> {
    // Locked, so two operators' changes to one allowance queue and each audits what it replaced.
    const row = await new LedgerRepository(tx).lockAllowance(userId);
    const before = row && row.corporateId === id ? { amount_kobo: row.amountKobo, period: row.period } : null;
    await new WalletsRepository(tx).setAllowance(
      { userId, corporateId: id, amountKobo: input.amount_kobo, period: input.period, setBy: operatorId },
      this.deps.clock.now(),
    );
    return before;
  }

  fund(
    tx: Transaction,
    id: number,
    input: { amount_kobo: number; memo: string },
    operatorId: number,
  ): Promise<LedgerPosting> {
    return this.ledger.fundCompanyWallet(tx, {
      corporateId: id,
      amountKobo: input.amount_kobo,
      memo: input.memo,
      operatorId,
    });
  }

  async spending(id: number, query: CompanySpendingQuery): Promise<CompanySpending> {
    await this.find(id);
    const { rows, total } = await new CompaniesRepository(this.deps.db).spending(id, query.page, query.limit);
    return {
      data: rows.map((row) => ({
        month: row.month,
        user_id: row.userId,
        fname: row.fname,
        lname: row.lname,
        email: row.email,
        bookings: row.bookings,
        spent_kobo: row.spentKobo,
      })),
      meta: { page: query.page, limit: query.limit, total },
    };
  }
}
