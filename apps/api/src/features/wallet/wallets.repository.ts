import { type Executor, eq, wallets } from '@shuttle/db';

export interface WalletBalances {
  balance_kobo: number;
  company_balance_kobo: number | null;
}

export class WalletsRepository {
  constructor(private readonly db: Executor) {}

  async balancesOf(user: { id: number; corporateId: number | null }): Promise<WalletBalances> {
    const [personal] = await this.db
      .select({ balance: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.userId, user.id));
    let company: { balance: number } | undefined;
    if (user.corporateId !== null) {
      [company] = await this.db
        .select({ balance: wallets.balanceKobo })
        .from(wallets)
        .where(eq(wallets.corporateId, user.corporateId));
    }
    return { balance_kobo: personal?.balance ?? 0, company_balance_kobo: company?.balance ?? null };
  }
}
