import { eq, notifications, promoRedemptions, sql, wallets } from '@shuttle/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createPromoCode, walletCreditCode } from '../../../test/dashboard-factories.ts';
import { authHeader, createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger, LEDGER_CHECKS } from '../wallet/ledger-audit.ts';
import { PROMOTION_CHECKS } from './promotion-audit.ts';
import { discountOf } from './ride-discounts.service.ts';

const clock = new ManualClock(new Date());
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

afterEach(async () => {
  expect(await auditLedger(db(), [...LEDGER_CHECKS, ...PROMOTION_CHECKS])).toEqual([]);
});

async function rider(overrides: Parameters<typeof createRider>[1] = {}) {
  const user = await createRider(db(), overrides);
  return { user, headers: await authHeader(ctx.app, user) };
}
type Who = Awaited<ReturnType<typeof rider>>;

const redeem = (who: Who, code: string, idempotencyKey?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${who.user.id}/promo-codes`,
    headers: { ...who.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { code },
  });

async function balanceOf(userId: number) {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.balance;
}

describe('redeeming a wallet credit', () => {
  it('credits WELCOME500 through the ledger, tells the rider, and lists it', async () => {
    const who = await rider();
    const response = await redeem(who, ' welcome500 ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      balance_kobo: 50_000,
      redemption: { code: 'WELCOME500', kind: 'wallet_credit', amount_kobo: 50_000, rides_left: null },
    });
    expect(await balanceOf(who.user.id)).toBe(50_000);
    const [notice] = await db().select().from(notifications).where(eq(notifications.userId, who.user.id));
    expect(notice).toMatchObject({
      title: 'Promo code applied',
      body: 'WELCOME500 added ₦500.00 to your wallet.',
      link: '/dashboard/wallet',
    });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/promo-codes`,
      headers: who.headers,
    });
    expect(listed.json().data).toMatchObject([{ code: 'WELCOME500', description: expect.any(String) }]);
  });

  it('refuses a second redemption by the same rider and credits once', async () => {
    const who = await rider();
    expect((await redeem(who, 'WELCOME500')).statusCode).toBe(201);
    const again = await redeem(who, 'WELCOME500');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PROMO_CODE_ALREADY_USED',
      message: 'You have already used this promo code.',
    });
    expect(await balanceOf(who.user.id)).toBe(50_000);
  });

  it('replays the answer for the same Idempotency-Key', async () => {
    const who = await rider();
    const first = await redeem(who, 'WELCOME500', 'promo-key-1');
    const replay = await redeem(who, 'WELCOME500', 'promo-key-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(who.user.id)).toBe(50_000);
  });

  it('allows a rider as many redemptions as the per-rider limit', async () => {
    const promo = await createPromoCode(db(), { amountKobo: 10_000, perUserLimit: 2 });
    const who = await rider();
    expect((await redeem(who, promo.code)).statusCode).toBe(201);
    expect((await redeem(who, promo.code)).statusCode).toBe(201);
    expect((await redeem(who, promo.code)).statusCode).toBe(409);
    expect(await balanceOf(who.user.id)).toBe(20_000);
  });

  it('stops at the total limit across riders', async () => {
    const promo = await createPromoCode(db(), { maxRedemptions: 2 });
    const [a, b, c] = [await rider(), await rider(), await rider()];
    expect((await redeem(a, promo.code)).statusCode).toBe(201);
    expect((await redeem(b, promo.code)).statusCode).toBe(201);
    const third = await redeem(c, promo.code);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'PROMO_CODE_USED_UP',
      message: 'This promo code has been fully redeemed.',
    });
    expect(await balanceOf(c.user.id)).toBe(0);
  });

  it('refuses an expired code, a code not started yet and an unknown code, crediting nothing', async () => {
    const expired = await createPromoCode(db(), { expiresAt: new Date(clock.now().getTime() - 1000) });
    const future = await createPromoCode(db(), { startsAt: new Date(clock.now().getTime() + 3600_000) });
    const who = await rider();
    const late = await redeem(who, expired.code);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ code: 'PROMO_CODE_EXPIRED', message: 'This promo code has expired.' });
    const early = await redeem(who, future.code);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('This promo code is not active yet.');
    const unknown = await redeem(who, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'PROMO_CODE_INVALID', message: 'This promo code is not valid.' });
    expect(await balanceOf(who.user.id)).toBe(0);
  });

  it('expires at the exact instant of its expiry', async () => {
    const expiresAt = new Date(clock.now().getTime() + 60_000);
    const promo = await createPromoCode(db(), { expiresAt, perUserLimit: 5 });
    const who = await rider();
    clock.set(new Date(expiresAt.getTime() - 1));
    expect((await redeem(who, promo.code)).statusCode).toBe(201);
    clock.set(expiresAt);
    expect((await redeem(who, promo.code)).statusCode).toBe(422);
    clock.set(new Date());
  });

  it.each([{}, { code: '' }, { code: 'a b' }, { code: 'x'.repeat(33) }, { code: 'RIDE10', extra: 1 }])(
    'answers 400 to the body %j',
    async (payload) => {
      const who = await rider();
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/v1/users/${who.user.id}/promo-codes`,
        headers: who.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('answers 404 for another rider’s path', async () => {
    const owner = await rider();
    const other = await rider();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${owner.user.id}/promo-codes`,
      headers: other.headers,
      payload: { code: 'WELCOME500' },
    });
    expect(response.statusCode).toBe(404);
    expect(await balanceOf(owner.user.id)).toBe(0);
    expect(await balanceOf(other.user.id)).toBe(0);
  });
});

describe('concurrent redemptions', () => {
  // Called on the service with the pool's connections already open, so that the transactions
  // truly overlap: opening connections, or each request's own work, would spread them out.
  async function redeemAtOnce(userIds: number[], code: string) {
    await Promise.all(userIds.map(() => db().execute(sql`SELECT pg_sleep(0.05)`)));
    return Promise.allSettled(
      userIds.map((userId, index) => ctx.app.services.promotions.redeem(userId, code, `race-${index}`)),
    );
  }
  const errorCodes = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { code?: string }).code] : [],
    );

  it('of a single-use code by many riders succeed exactly once', async () => {
    const promo = await createPromoCode(db(), { maxRedemptions: 1, amountKobo: 100_000 });
    const riders = await Promise.all(Array.from({ length: 12 }, () => rider()));
    const results = await redeemAtOnce(
      riders.map((who) => who.user.id),
      promo.code,
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(errorCodes(results)).toEqual(Array(11).fill('PROMO_CODE_USED_UP'));
    const balances = await Promise.all(riders.map((who) => balanceOf(who.user.id)));
    expect(balances.reduce<number>((sum, balance) => sum + (balance ?? 0), 0)).toBe(100_000);
    const answer = await redeem(riders[0] as Who, promo.code);
    expect(answer.statusCode).toBe(409);
  });

  it('of one code by one rider with different keys succeed exactly once', async () => {
    const who = await rider();
    const results = await redeemAtOnce(Array(6).fill(who.user.id), 'WELCOME500');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(errorCodes(results)).toEqual(Array(5).fill('PROMO_CODE_ALREADY_USED'));
    expect(await balanceOf(who.user.id)).toBe(50_000);
  });
});

describe('ride discounts', () => {
  // Bookings use grant rides (booking/ride-discounts.test.ts, through the booking routes); here
  // the service alone, leaving every grant as it was, since the audit counts a used ride
  // against the booked ride that used it.
  const service = () => ctx.app.services.rideDiscounts;
  const plan = (userId: number, amountsKobo: number[]) =>
    db().transaction((tx) => service().plan(tx, userId, amountsKobo));

  it('RIDE10 grants 10% off the next 5 rides, then nothing', async () => {
    const who = await rider();
    const response = await redeem(who, 'ride10');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      balance_kobo: 0,
      redemption: { code: 'RIDE10', kind: 'ride_discount', percent_off: 10, rides_total: 5, rides_left: 5 },
    });
    const planned = await plan(who.user.id, Array(6).fill(70_000));
    expect(planned.slice(0, 5)).toEqual(
      Array(5).fill(expect.objectContaining({ code: 'RIDE10', percentOff: 10, discountKobo: 7_000 })),
    );
    expect(planned[5]).toBeNull();
  });

  it('gives the ride back when the booking’s transaction rolls back', async () => {
    const who = await rider();
    await redeem(who, 'RIDE10');
    await expect(
      db().transaction(async (tx) => {
        const planned = await service().plan(tx, who.user.id, [50_000], { lock: true });
        expect(planned[0]).not.toBeNull();
        await service().use(tx, planned);
        throw new Error('seat unavailable');
      }),
    ).rejects.toThrow('seat unavailable');
    const [grant] = await db()
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.userId, who.user.id));
    expect(grant?.ridesUsed).toBe(0);
  });

  it('caps the discount, ignores a rider without a grant and lapses after its validity', async () => {
    const promo = await createPromoCode(db(), {
      kind: 'ride_discount',
      amountKobo: null,
      percentOff: 50,
      rides: 3,
      maxDiscountKobo: 20_000,
      discountValidDays: 1,
    });
    const who = await rider();
    expect(await plan(who.user.id, [100_000])).toEqual([null]);
    expect((await redeem(who, promo.code)).statusCode).toBe(201);
    expect((await plan(who.user.id, [100_000, 30_000])).map((ride) => ride?.discountKobo)).toEqual([
      20_000, 15_000,
    ]);
    clock.advance(24 * 3600_000 + 1);
    expect(await plan(who.user.id, [30_000])).toEqual([null]);
    clock.set(new Date());
  });

  it('rounds a discount down to whole kobo', () => {
    expect(discountOf(12_345, 10, null)).toBe(1_234);
    expect(discountOf(9, 10, null)).toBe(0);
    expect(discountOf(100_000, 100, 5_000)).toBe(5_000);
    // A ride is never free: at least 1 kobo is paid from a wallet (docs/decisions/115).
    expect(discountOf(100_000, 100, null)).toBe(99_999);
  });

  it('plans several rides across grants, oldest first, and gives used rides back', async () => {
    const small = await createPromoCode(db(), {
      kind: 'ride_discount',
      amountKobo: null,
      percentOff: 20,
      rides: 2,
    });
    const who = await rider();
    expect((await redeem(who, small.code)).statusCode).toBe(201);
    expect((await redeem(who, 'RIDE10')).statusCode).toBe(201);
    const planned = await plan(who.user.id, [10_000, 4, 10_000, 10_000]);
    // The 4 kobo ride saves nothing and keeps the grant's ride for the next one.
    expect(planned.map((ride) => ride && [ride.code, ride.discountKobo])).toEqual([
      [small.code, 2_000],
      null,
      [small.code, 2_000],
      ['RIDE10', 1_000],
    ]);
    const redemptionIds = planned.flatMap((ride) => (ride ? [ride.redemptionId] : []));
    const ridesUsed = () =>
      db()
        .select({ used: promoRedemptions.ridesUsed })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.userId, who.user.id))
        .orderBy(promoRedemptions.id);
    await db().transaction(async (tx) => {
      await service().use(tx, planned);
      expect(
        (
          await tx
            .select({ used: promoRedemptions.ridesUsed })
            .from(promoRedemptions)
            .where(eq(promoRedemptions.userId, who.user.id))
            .orderBy(promoRedemptions.id)
        ).map((row) => row.used),
      ).toEqual([2, 1]);
      await service().giveBack(tx, redemptionIds);
    });
    expect((await ridesUsed()).map((row) => row.used)).toEqual([0, 0]);
    await expect(db().transaction((tx) => service().giveBack(tx, redemptionIds.slice(0, 1)))).rejects.toThrow(
      'fewer than 1 rides used',
    );
  });
});

describe('operators’ promo codes', () => {
  it('lets an operator create and list codes, and nobody else', async () => {
    const operator = await rider({ role: 'operator' });
    const who = await rider();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/ops/promo-codes',
      headers: operator.headers,
      payload: walletCreditCode('lagos-2026'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'LAGOS-2026', amount_kobo: 20_000, redemptions_count: 0 });
    const duplicate = await ctx.app.inject({
      method: 'POST',
      url: '/v1/ops/promo-codes',
      headers: operator.headers,
      payload: walletCreditCode('LAGOS-2026'),
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await redeem(who, 'Lagos-2026')).statusCode).toBe(201);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/promo-codes',
      headers: operator.headers,
    });
    expect(listed.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'LAGOS-2026', redemptions_count: 1 })]),
    );
    const byRider = await ctx.app.inject({
      method: 'POST',
      url: '/v1/ops/promo-codes',
      headers: who.headers,
      payload: walletCreditCode('RIDER-MADE'),
    });
    expect(byRider.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/ops/promo-codes', headers: who.headers })).statusCode,
    ).toBe(403);
  });

  it('refuses a wallet credit without an amount and a discount without rides', async () => {
    const operator = await rider({ role: 'operator' });
    for (const payload of [
      { code: 'NO-AMOUNT', description: 'x', kind: 'wallet_credit' },
      { code: 'NO-RIDES', description: 'x', kind: 'ride_discount', percent_off: 10 },
      {
        ...walletCreditCode('BACKWARDS'),
        starts_at: '2026-12-02T00:00:00Z',
        expires_at: '2026-12-01T00:00:00Z',
      },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/ops/promo-codes',
        headers: operator.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('disables a code: riders cannot redeem it, grants already given stay, and each change is audited', async () => {
    const operator = await rider({ role: 'operator' });
    const early = await rider();
    const late = await rider();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/ops/promo-codes',
      headers: operator.headers,
      payload: walletCreditCode('SWITCH-OFF'),
    });
    const id = created.json().id;
    expect((await redeem(early, 'switch-off')).statusCode).toBe(201);
    const toggle = (disabled: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/v1/ops/promo-codes/${id}`,
        headers: operator.headers,
        payload: { disabled },
      });
    const disabled = await toggle(true);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ code: 'SWITCH-OFF', redemptions_count: 1 });
    expect(disabled.json().disabled_at).toEqual(expect.any(String));
    const refused = await redeem(late, 'SWITCH-OFF');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'PROMO_CODE_INVALID', message: 'This promo code is not valid.' });
    expect(await balanceOf(early.user.id)).toBe(20_000);

    expect((await toggle(false)).json().disabled_at).toBeNull();
    expect((await redeem(late, 'SWITCH-OFF')).statusCode).toBe(201);

    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ops/audit-log?actor_id=${operator.user.id}`,
      headers: operator.headers,
    });
    expect(audit.json().data.map((row: { action: string }) => row.action)).toEqual([
      'promo_code.enable',
      'promo_code.disable',
      'promo_code.create',
    ]);
  });

  it('lists codes a page at a time, by the start of their code, and 404s an unknown id', async () => {
    const operator = await rider({ role: 'operator' });
    for (const code of ['PAGE-A', 'PAGE-B', 'PAGE-C']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/ops/promo-codes',
        headers: operator.headers,
        payload: walletCreditCode(code),
      });
    }
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/promo-codes?q=page-&limit=2&page=2',
      headers: operator.headers,
    });
    expect(page.json()).toMatchObject({ data: [{ code: 'PAGE-A' }], meta: { page: 2, limit: 2, total: 3 } });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/ops/promo-codes/2000000000',
      headers: operator.headers,
      payload: { disabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    const wildcard = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/promo-codes?q=%25',
      headers: operator.headers,
    });
    expect(wildcard.statusCode).toBe(400);
  });
});
