import { type Executor } from '@shuttle/db';
export interface WalletBalances {
  balance_kobo: number;
  company_balance_kobo: number | null;
}
export interface HistoryRow {
  id: number;
  amountKobo: number;
  balanceAfterKobo: number | null;
  title: string;
  paymentReference: string | null;
  bookingId: number | null;
  createdAt: Date;
}
export declare class WalletsRepository {
  private readonly db;
  constructor(db: Executor);
  balancesOf(user: { id: number; corporateId: number | null }): Promise<WalletBalances>;
  /** A wallet's ledger lines, newest first. */
  history(
    walletId: number,
    page: number,
    limit: number,
  ): Promise<{
    rows: HistoryRow[];
    total: number;
  }>;
  personalWalletId(userId: number): Promise<number | undefined>;
  corporate(corporateId: number): Promise<
    | {
        id: number;
        name: string;
        balanceKobo: number;
      }
    | undefined
  >;
  members(corporateId: number): Promise<
    {
      id: number;
      fname: string;
      lname: string;
      email: string;
    }[]
  >;
  setAllowance(
    allowance: {
      userId: number;
      corporateId: number;
      amountKobo: number;
      period: 'week' | 'month';
      setBy: number;
    },
    now: Date,
  ): Promise<void>;
}
