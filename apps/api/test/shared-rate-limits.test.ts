import { afterAll, describe, expect, it } from 'vitest';
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
    const env = { REDIS_URL, PUBLIC_READ_RATE_LIMIT_PER_MINUTE: '4' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    apps.push(first, second);
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const ask = (instance: TestApp) =>
      instance.app.inject({ method: 'GET', url: '/v1/bus-stops', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await ask(first)).statusCode, (await ask(second)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await ask(second)).statusCode).toBe(429);
  });
});
