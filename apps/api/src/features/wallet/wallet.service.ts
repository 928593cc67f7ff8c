import type {
  AllowanceInput,
  CompanyFundingInput,
  CompanyWallet,
  CorporateWalletAnswer,
  WalletLine,
} from '@shuttle/contracts';
import type { User } from '@shuttle/db';
import { AppError, notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer, runIdempotent } from '../../shared/idempotency.ts';
import { type LedgerPosting, LedgerService } from './ledger.service.ts';
import { type HistoryRow, type WalletBalances, WalletsRepository } from './wallets.repository.ts';

export interface WalletView {
  wallet: WalletBalances;
  company_wallet: CompanyWallet | null;
  walletHistory: WalletLine[];
  walletHistoryMeta: { page: number; limit: number; total: number };
}

const toLine = (row: HistoryRow): WalletLine => ({
  id: row.id,
  amount_kobo: Math.abs(row.amountKobo),
  direction: row.amountKobo > 0 ? 'credit' : 'debit',
  balance_after_kobo: row.balanceAfterKobo ?? 0,
  title: row.title,
  reference: row.paymentReference ?? (row.bookingId === null ? null : `booking-${row.bookingId}`),
  created_at: row.createdAt.toISOString(),
});

/** The rider's wallet as the wallet page shows it, and the operators' company wallet tools. */
export class WalletService {
  private readonly ledger: LedgerService;

  constructor(private readonly deps: Deps) {
    this.ledger = new LedgerService(deps.clock);
  }

  async view(user: User, page: number, limit: number): Promise<WalletView> {
    const wallets = new WalletsRepository(this.deps.db);
    const walletId = await wallets.personalWalletId(user.id);
    if (walletId === undefined) throw notFound('Wallet not found');
    const history = await wallets.history(walletId, page, limit);
    return {
      wallet: await wallets.balancesOf(user),
      company_wallet: await this.companyWalletOf(user),
      walletHistory: history.rows.map(toLine),
      walletHistoryMeta: { page, limit, total: history.total },
    };
  }

  /** The personal and company balances that the login answer carries. */
  balancesOf(user: Pick<User, 'id' | 'corporateId'>): Promise<WalletBalances> {
    return new WalletsRepository(this.deps.db).balancesOf(user);
  }

  /** The company wallet a member may spend from; null without an allowance in it (docs/decisions/032). */
  async companyWalletOf(user: Pick<User, 'id' | 'corporateId'>): Promise<CompanyWallet | null> {
    if (user.corporateId === null) return null;
    const repository = new WalletsRepository(this.deps.db);
    if (!(await repository.hasAllowance(user.id, user.corporateId))) return null;
    const corporate = await repository.corporate(user.corporateId);
    if (!corporate) return null;
    const allowance = await this.ledger.allowanceStatus(this.deps.db, user);
    return {
      corporate_id: corporate.id,
      corporate_name: corporate.name,
      balance_kobo: corporate.balanceKobo,
      allowance_kobo: allowance.allowanceKobo,
      allowance_period: allowance.period,
      allowance_spent_kobo: allowance.spentKobo,
      allowance_left_kobo: allowance.leftKobo,
    };
  }

  async corporateWallet(corporateId: number): Promise<CorporateWalletAnswer> {
    const wallets = new WalletsRepository(this.deps.db);
    const corporate = await wallets.corporate(corporateId);
    if (!corporate) throw notFound('Company not found');
    const members = [];
    for (const member of await wallets.members(corporateId)) {
      const allowance = await this.ledger.allowanceStatus(this.deps.db, { id: member.id, corporateId });
      members.push({
        user_id: member.id,
        fname: member.fname,
        lname: member.lname,
        email: member.email,
        allowance_kobo: allowance.allowanceKobo,
        allowance_period: allowance.period,
        allowance_spent_kobo: allowance.spentKobo,
        allowance_left_kobo: allowance.leftKobo,
      });
    }
    return {
      corporate_id: corporate.id,
      corporate_name: corporate.name,
      balance_kobo: corporate.balanceKobo,
      members,
    };
  }

  /** A company's bank deposit, recorded by an operator; Idempotency-Key guards double entry. */
  fundCompanyWallet(
    operator: Rider,
    corporateId: number,
    input: CompanyFundingInput,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<LedgerPosting>> {
    return runIdempotent(
      this.deps.db,
      {
        userId: operator.id,
        scope: `POST /corporates/${corporateId}/wallet/fundings`,
        key: idempotencyKey,
        body: input,
      },
      async (tx) => ({
        status: 201,
        body: await this.ledger.fundCompanyWallet(tx, {
          corporateId,
          amountKobo: input.amount_kobo,
          memo: input.memo,
          operatorId: operator.id,
        }),
      }),
    );
  }

  async setAllowance(
    operator: Rider,
    corporateId: number,
    member: User,
    input: AllowanceInput,
  ): Promise<void> {
    if (member.corporateId !== corporateId) throw notFound('Member not found');
    if (!(await new WalletsRepository(this.deps.db).corporate(corporateId))) {
      throw new AppError('NOT_FOUND', 'Company not found');
    }
    await new WalletsRepository(this.deps.db).setAllowance(
      {
        userId: member.id,
        corporateId,
        amountKobo: input.amount_kobo,
        period: input.period,
        setBy: operator.id,
      },
      this.deps.clock.now(),
    );
  }
}
