import type { WalletAnswer } from '@shuttle/contracts';
import { eq, users, wallets } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authHeader } from '../../../test/factories.ts';
import { createOperator } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, fundWallet } from '../../../test/wallet-factories.ts';

const ctx = useTestApp();
const db = () => ctx.app.deps.db;

describe('the wallet answer', () => {
  it('shows a balance that its newest history line ends on while top-ups commit beside it', async () => {
    const rider = await createRider(db(), { balanceKobo: 100_000 });
    const headers = await authHeader(ctx.app, rider);
    const read = async () => {
      const answer = await ctx.app.inject({ method: 'GET', url: `/v1/users/${rider.id}/wallet`, headers });
      expect(answer.statusCode).toBe(200);
      return answer.json<z.infer<typeof WalletAnswer>>();
    };
    const topUps = 40;
    const reads: Promise<z.infer<typeof WalletAnswer>>[] = [];
    const writes: Promise<void>[] = [];
    for (let i = 0; i < topUps; i++) {
      writes.push(fundWallet(db(), rider.id, 1_000));
      reads.push(read());
    }
    await Promise.all(writes);
    const answers = await Promise.all(reads);

    for (const answer of answers) {
      // Each answer is one moment of the wallet: its balance, its newest line and its count agree.
      const newest = answer.walletHistory[0];
      expect(newest?.balance_after_kobo).toBe(answer.wallet.balance_kobo);
      expect(answer.walletHistoryMeta.total).toBe(1 + (answer.wallet.balance_kobo - 100_000) / 1_000);
    }
    expect((await read()).wallet.balance_kobo).toBe(100_000 + topUps * 1_000);
  });

  it('counts every history line on each page, past the last page and with no lines at all', async () => {
    const rider = await createRider(db());
    const headers = await authHeader(ctx.app, rider);
    const page = async (number: number) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/v1/users/${rider.id}/wallet?page=${number}&limit=2`,
        headers,
      });
      expect(answer.statusCode).toBe(200);
      const { walletHistory, walletHistoryMeta } = answer.json<z.infer<typeof WalletAnswer>>();
      return { amounts: walletHistory.map((line) => line.amount_kobo), meta: walletHistoryMeta };
    };
    expect(await page(1)).toEqual({ amounts: [], meta: { page: 1, limit: 2, total: 0 } });
    expect(await page(2)).toEqual({ amounts: [], meta: { page: 2, limit: 2, total: 0 } });

    for (const amount of [1_000, 2_000, 3_000]) await fundWallet(db(), rider.id, amount);
    expect(await page(1)).toEqual({ amounts: [3_000, 2_000], meta: { page: 1, limit: 2, total: 3 } });
    expect(await page(2)).toEqual({ amounts: [1_000], meta: { page: 2, limit: 2, total: 3 } });
    expect(await page(3)).toEqual({ amounts: [], meta: { page: 3, limit: 2, total: 3 } });
  });

  it("carries the user's profile as it is now, and tells a missing user from a missing wallet", async () => {
    const rider = await createRider(db(), { balanceKobo: 5_000 });
    const headers = await authHeader(ctx.app, rider);
    await db()
      .update(users)
      .set({ fname: 'Chiamaka', avatar: 'avatars/chiamaka.png' })
      .where(eq(users.id, rider.id));
    const own = await ctx.app.inject({ method: 'GET', url: `/v1/users/${rider.id}/wallet`, headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: rider.id,
      fname: 'Chiamaka',
      lname: rider.lname,
      email: rider.email,
      avatar: 'avatars/chiamaka.png',
      role: 'rider',
      wallet: { balance_kobo: 5_000, company_balance_kobo: null },
    });

    const staff = await createOperator(ctx.app);
    const missingUser = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id + 1_000_000}/wallet`,
      headers: staff.headers,
    });
    expect(missingUser.statusCode).toBe(404);
    expect(missingUser.json()).toMatchObject({ message: 'User not found' });

    await db().delete(wallets).where(eq(wallets.userId, staff.user.id));
    const noWallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${staff.user.id}/wallet`,
      headers: staff.headers,
    });
    expect(noWallet.statusCode).toBe(404);
    expect(noWallet.json()).toMatchObject({ message: 'Wallet not found' });
  });
});
