import { randomUUID } from 'node:crypto';
import { CHECK_IN_BATCH_MAX } from '@shuttle/contracts';
import { checkIns, count, eq, type User } from '@shuttle/db';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USER_WRITE_LIMITS } from '../src/shared/user-limits.ts';
import { riderHeader } from './booking-factories.ts';
import { createRider } from './factories.ts';
import { useTestApp } from './test-app.ts';

/**
 * docs/security.md#limits, ADR 238: signed-in writes are limited per user, check-ins per pass.
 * The check-in budget is a setting, small here so that a few scans reach it; the other figures
 * are the product's own.
 */
const ITEMS_PER_MINUTE = 10;
const ctx = useTestApp({ env: { CHECK_IN_ITEMS_PER_MINUTE: String(ITEMS_PER_MINUTE) } });
const db = () => ctx.app.deps.db;

async function signedIn(role: User['role'] = 'rider') {
  const user = await createRider(db(), { role });
  return { user, headers: await riderHeader(ctx.app, user) };
}

/** A scan of a code nobody was given, on a run that does not exist: what an attacker sends. */
const madeUpScan = () => ({
  client_id: randomUUID(),
  trip_day_id: 2_000_000_000,
  boarding_code: randomUUID().replaceAll('-', '').slice(0, 22),
  scanned_at: new Date().toISOString(),
});

const sendScans = (driver: { headers: Record<string, string> }, scans: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/driver/check-ins',
    headers: driver.headers,
    payload: { check_ins: Array.from({ length: scans }, madeUpScan) },
  });

const storedScansOf = async (driverId: number) => {
  const [row] = await db().select({ n: count() }).from(checkIns).where(eq(checkIns.driverId, driverId));
  return row?.n ?? 0;
};

function expectRefusedForNow(answer: LightMyRequestResponse, windowSeconds: number) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('a driver sending batches of made-up boarding codes', () => {
  it('is refused past the passes a minute allows, counted per pass, and only that driver', async () => {
    const driver = await signedIn('driver');
    const statuses = [(await sendScans(driver, 4)).statusCode, (await sendScans(driver, 4)).statusCode];
    expect(statuses).toEqual([200, 200]);
    // 8 of 10 used: a batch of 4 does not fit, though it is the third request only.
    const refused = await sendScans(driver, 4);
    expectRefusedForNow(refused, 60);
    expect(refused.json().message).toContain(`${ITEMS_PER_MINUTE} passes a minute`);
    expect(await storedScansOf(driver.user.id)).toBe(8);
    // The refused batch took nothing: the two passes left still go through, then none.
    expect((await sendScans(driver, 2)).statusCode).toBe(200);
    expectRefusedForNow(await sendScans(driver, 1), 60);
    expect(await storedScansOf(driver.user.id)).toBe(10);

    // Counted per driver, not per address: another driver on the same address is not limited.
    const other = await signedIn('driver');
    expect((await sendScans(other, 4)).statusCode).toBe(200);
  });

  it(`refuses a batch of more than ${CHECK_IN_BATCH_MAX} with 400, stores nothing and counts nothing`, async () => {
    const driver = await signedIn('driver');
    const tooMany = await sendScans(driver, CHECK_IN_BATCH_MAX + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `Send at most ${CHECK_IN_BATCH_MAX} check-ins in one batch.`,
    });
    expect(await storedScansOf(driver.user.id)).toBe(0);
    expect((await sendScans(driver, ITEMS_PER_MINUTE)).statusCode).toBe(200);
  });
});

describe('signed-in writes', () => {
  it('top-ups: limited per rider, from any address; another rider is not limited', async () => {
    const { max } = USER_WRITE_LIMITS.topUp;
    const rider = await signedIn();
    const topUp = (who: typeof rider, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/users/${who.user.id}/wallet/top-ups`,
        headers: who.headers,
        payload: { amount_kobo: 500_000 },
        remoteAddress,
      });
    const statuses: number[] = [];
    // A new address for each: the count follows the account.
    for (let i = 0; i < max; i++) statuses.push((await topUp(rider, `10.77.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual(Array(max).fill(201));
    expectRefusedForNow(await topUp(rider, '10.77.1.1'), 60);
    // Authentication runs before the limiter keys on the user: no session is 401, not 429.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.user.id}/wallet/top-ups`,
      payload: { amount_kobo: 500_000 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await topUp(await signedIn(), '10.77.0.1')).statusCode).toBe(201);
  });

  it('push subscriptions: limited per rider an hour', async () => {
    const { max } = USER_WRITE_LIMITS.pushSubscription;
    const rider = await signedIn();
    const subscribe = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/users/${rider.user.id}/push-subscriptions`,
        headers: rider.headers,
        payload: {
          endpoint: `https://push.example/limits/${n}`,
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      });
    const statuses: number[] = [];
    for (let n = 0; n < max; n++) statuses.push((await subscribe(n)).statusCode);
    expect(statuses).toEqual(Array(max).fill(204));
    expectRefusedForNow(await subscribe(max), 3600);
  });
});
