import type { CompanyWallet, WalletLine } from '@shuttle/contracts';
import type { Executor, User } from '@shuttle/db';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import type { LedgerService } from './ledger.service.ts';
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
  constructor(
    private readonly deps: Deps,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * The user, their balances, company wallet and history read in one snapshot (a read-only
   * REPEATABLE READ transaction): a top-up or booking committing between the reads would
   * otherwise show a balance that the newest history line does not end on (docs/decisions/211).
   * The user comes with their wallet in the snapshot's first read (docs/decisions/224).
   */
  async view(userId: number, page: number, limit: number): Promise<WalletView & { user: User }> {
    return this.deps.db.transaction(
      async (tx) => {
        const wallets = new WalletsRepository(tx);
        const owner = await wallets.ownerWithWallet(userId);
        if (owner === undefined) throw notFound('User not found');
        const { user, wallet: personal } = owner;
        if (personal === undefined) throw notFound('Wallet not found');
        const history = await wallets.history(personal.id, page, limit);
        // The company balance a member sees is the company wallet's they may spend from: read once.
        const companyWallet = await this.companyWalletOf(user, tx);
        return {
          user,
          wallet: {
            balance_kobo: personal.balanceKobo,
            company_balance_kobo: companyWallet?.balance_kobo ?? null,
          },
          company_wallet: companyWallet,
          walletHistory: history.rows.map(toLine),
          walletHistoryMeta: { page, limit, total: history.total },
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** The personal and company balances that the login answer carries. */
  /** Every account starts with an empty personal wallet, made in the transaction that creates it. */
  openPersonalWallet(tx: Executor, userId: number): Promise<void> {
    return new WalletsRepository(tx).openPersonal(userId);
  }

  balancesOf(user: Pick<User, 'id' | 'corporateId'>): Promise<WalletBalances> {
    return new WalletsRepository(this.deps.db).balancesOf(user);
  }

  /** The company wallet a member may spend from; null without an allowance in it (docs/decisions/032). */
  async companyWalletOf(
    user: Pick<User, 'id' | 'corporateId'>,
    db: Executor = this.deps.db,
  ): Promise<CompanyWallet | null> {
    if (user.corporateId === null) return null;
    const repository = new WalletsRepository(db);
    if (!(await repository.hasAllowance(user.id, user.corporateId))) return null;
    const corporate = await repository.corporate(user.corporateId);
    if (!corporate) return null;
    const allowance = await this.ledger.allowanceStatus(db, user);
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
}
