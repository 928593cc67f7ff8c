import { signingKeys, type User } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ManualClock } from '../src/shared/clock.ts';
import { SIGNING_KEY_ROTATION_MS } from '../src/shared/server-keys.ts';
import { latestVerificationCode, nextClientAddress, registerRider } from './accounts-factories.ts';
import { riderHeader } from './booking-factories.ts';
import { createRider } from './factories.ts';
import { createTestApp, type TestApp, testConfig } from './test-app.ts';

/**
 * ADR 111: API processes on one database agree on their keys because the keys are kept in
 * it. Two app instances on one database stand for two processes here (each with its own data
 * folder, as two machines would have); server-processes.test.ts runs real processes.
 */
const DAY = 24 * 3600_000;
const clock = new ManualClock(new Date());
let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp({ clock, env: { DATA_DIR: '/nonexistent-first' } });
  second = await buildApp({
    config: testConfig({ DATA_DIR: '/nonexistent-second' }),
    database: first.database,
    clock,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.app.close();
  await first?.database.close();
});

const readWallet = (app: FastifyInstance, user: Pick<User, 'id'>, authorization: { authorization: string }) =>
  app.inject({ method: 'GET', url: `/v1/users/${user.id}/wallet`, headers: authorization });

const kidOf = (authorization: { authorization: string }) =>
  JSON.parse(
    Buffer.from(authorization.authorization.split(' ')[1]?.split('.')[0] ?? '', 'base64url').toString(),
  ).kid as string;

describe('keys shared through the database', () => {
  it('let a token signed by one process work on the other, both ways', async () => {
    const rider = await createRider(first.database.db);
    const fromFirst = await riderHeader(first.app, rider);
    const fromSecond = await riderHeader(second, rider);
    expect((await readWallet(second, rider, fromFirst)).statusCode).toBe(200);
    expect((await readWallet(first.app, rider, fromSecond)).statusCode).toBe(200);
    expect(kidOf(fromFirst)).toBe(kidOf(fromSecond));
  });

  it('let a code emailed by one process be checked by the other', async () => {
    const registered = await registerRider(first.app);
    const code = await latestVerificationCode(first.app, registered.email);
    const response = await second.inject({
      method: 'POST',
      url: `/v1/users/${registered.id}/verify`,
      headers: registered.authorization,
      payload: { code },
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuse a token without a kid, or naming a key that does not exist', async () => {
    const rider = await createRider(first.database.db);
    const valid = await riderHeader(first.app, rider);
    const { secret } = await first.app.deps.keys.signingKey();
    const [, payload] = valid.authorization.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    for (const header of [{}, { kid: 'no-such-key' }, { kid: 'nul\u0000kid' }, { kid: 'x'.repeat(5_000) }]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header })
        .sign(secret);
      const response = await readWallet(second, rider, { authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('rotate: a new key signs after 30 days, the old one verifies until its tokens have expired', async () => {
    const rider = await createRider(first.database.db);
    // riderHeader's sessions last 60 days, longer than any signing key verifies.
    const old = await riderHeader(first.app, rider);
    clock.advance(SIGNING_KEY_ROTATION_MS + DAY);
    // Both processes find the rotation due at once; the database lets one new key in.
    const [fromFirst, fromSecond] = await Promise.all([
      riderHeader(first.app, rider),
      riderHeader(second, rider),
    ]);
    expect(kidOf(fromFirst)).not.toBe(kidOf(old));
    expect(kidOf(fromSecond)).toBe(kidOf(fromFirst));
    expect(await first.database.db.select().from(signingKeys)).toHaveLength(2);
    expect((await readWallet(second, rider, old)).statusCode).toBe(200);
    expect((await readWallet(first.app, rider, fromSecond)).statusCode).toBe(200);

    // The old key signed its last token 30 days after it was made; a session later (7 days
    // here) no token of its own can be alive, so it no longer verifies, even a forged long one.
    clock.advance(first.config.SESSION_TTL_SECONDS * 1000);
    expect((await readWallet(second, rider, old)).statusCode).toBe(401);
    expect((await readWallet(first.app, rider, old)).statusCode).toBe(401);
    expect((await readWallet(second, rider, fromFirst)).statusCode).toBe(200);
  });
});
