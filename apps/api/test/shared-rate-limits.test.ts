import { randomUUID } from 'node:crypto';
import { sql } from '@shuttle/db';
import { afterAll, describe, expect, it } from 'vitest';
import { riderHeader } from './booking-factories.ts';
import { createRider } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * docs/api-conventions.md#scaling: with REDIS_URL, rate-limit counters live in Redis, so that N API
 * processes behind a load balancer count one client together.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: TestApp[] = [];
afterAll(async () => {
  for (const { app, database } of apps) {
    await app.close();
    await database.close();
  }
});

/** Two instances on Redis with small limits, built once for the tests that need them. */
let smallLimits: Promise<[TestApp, TestApp]> | undefined;
const smallLimitInstances = () => {
  smallLimits ??= (async () => {
    const env = { REDIS_URL, PUBLIC_READ_RATE_LIMIT_PER_MINUTE: '4', CHECK_IN_ITEMS_PER_MINUTE: '6' };
    const pair: [TestApp, TestApp] = [await createTestApp({ env }), await createTestApp({ env })];
    apps.push(...pair);
    return pair;
  })();
  return smallLimits;
};

describe('rate limits with Redis', () => {
  it('are shared by two API instances', async () => {
    const first = await createTestApp({ env: { REDIS_URL } });
    const second = await createTestApp({ env: { REDIS_URL } });
    apps.push(first, second);
    // A fresh address per run, so that counts left in Redis by earlier runs do not matter.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const ask = (instance: TestApp) =>
      instance.app.inject({
        method: 'POST',
        url: '/v1/password',
        payload: { email: 'someone@example.ng', type: 'user' },
        remoteAddress,
      });
    const statuses: number[] = [];
    // The forgot-password limit is 10 an hour per address: 5 on each instance, then one more.
    for (let i = 0; i < 5; i++) {
      statuses.push((await ask(first)).statusCode, (await ask(second)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    const eleventh = await ask(first);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('share the public read limit of an address between instances', async () => {
    const [first, second] = await smallLimitInstances();
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const ask = (instance: TestApp) =>
      instance.app.inject({ method: 'GET', url: '/v1/bus-stops', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await ask(first)).statusCode, (await ask(second)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await ask(second)).statusCode).toBe(429);
  });

  it('share a driver’s check-in passes between instances (ADR 238)', async () => {
    const [first, second] = await smallLimitInstances();
    // The same driver in both databases, under an id of its own, so that counts left in Redis by
    // earlier runs (or the other database tier running at the same time) do not matter.
    const driverId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const headers: { authorization: string }[] = [];
    for (const { app } of [first, second]) {
      await app.deps.db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${driverId - 1})`);
      const driver = await createRider(app.deps.db, { role: 'driver' });
      expect(driver.id).toBe(driverId);
      headers.push(await riderHeader(app, driver));
    }
    const scan = () => ({
      client_id: randomUUID(),
      trip_day_id: 2_000_000_000,
      boarding_code: 'made-up-code',
      scanned_at: new Date().toISOString(),
    });
    const send = (index: 0 | 1, scans: number) =>
      [first, second][index]?.app.inject({
        method: 'POST',
        url: '/v1/driver/check-ins',
        headers: headers[index],
        payload: { check_ins: Array.from({ length: scans }, scan) },
      });
    expect((await send(0, 3))?.statusCode).toBe(200);
    expect((await send(1, 3))?.statusCode).toBe(200);
    const refused = await send(0, 1);
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
