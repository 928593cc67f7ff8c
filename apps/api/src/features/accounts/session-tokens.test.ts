import { randomUUID } from 'node:crypto';
import { sessions, type User } from '@shuttle/db';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';
import { UsersRepository } from './users.repository.ts';

const clock = new ManualClock(new Date());
const ctx = useTestApp({ clock });

const HOUR = 3_600_000;

/** A live session row for the rider, as login would write it. */
async function openSession(user: User, expiresAt = new Date(clock.now().getTime() + HOUR)) {
  const sessionId = randomUUID();
  await ctx.database.db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt });
  return sessionId;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function readWallet(user: User, token: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${user.id}/wallet`,
    headers: { authorization: `Bearer ${token}` },
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens', () => {
  it('accepts a token the app signed for a live session', async () => {
    const rider = await createRider(ctx.database.db);
    const sessionId = await openSession(rider);
    const token = await ctx.app.tokens.sign(rider, sessionId, new Date(clock.now().getTime() + HOUR));
    expect((await readWallet(rider, token)).statusCode).toBe(200);
  });

  it('refuses a token with alg "none"', async () => {
    const rider = await createRider(ctx.database.db);
    const sessionId = await openSession(rider);
    const now = seconds(clock.now());
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: String(rider.id),
      sid: sessionId,
      iat: now,
      exp: now + 3600,
    })}.`;
    const response = await readWallet(rider, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in again.', code: 'UNAUTHORIZED' });
  });

  it('refuses a token signed with another key, or with the right key under another algorithm', async () => {
    const rider = await createRider(ctx.database.db);
    const sessionId = await openSession(rider);
    const now = seconds(clock.now());
    const { kid, secret } = await ctx.app.deps.keys.signingKey();
    const sign = (algorithm: string, key: Uint8Array) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT', kid })
        .setSubject(String(rider.id))
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key);
    const otherKey = await sign(
      'HS256',
      new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'),
    );
    const otherAlgorithm = await sign('HS512', secret);
    // The control: the same token with the right key and algorithm is taken.
    expect((await readWallet(rider, await sign('HS256', secret))).statusCode).toBe(200);
    expect((await readWallet(rider, otherKey)).statusCode).toBe(401);
    expect((await readWallet(rider, otherAlgorithm)).statusCode).toBe(401);
  });

  it('refuses a token one second after its exp, and takes it one second before', async () => {
    const rider = await createRider(ctx.database.db);
    // The session row outlives the token, so only the token's own exp is under test.
    const sessionId = await openSession(rider);
    const exp = new Date(clock.now().getTime() + 60_000);
    const token = await ctx.app.tokens.sign(rider, sessionId, exp);
    clock.set(new Date(exp.getTime() - 1_000));
    expect((await readWallet(rider, token)).statusCode).toBe(200);
    clock.set(new Date(exp.getTime() + 1_000));
    expect((await readWallet(rider, token)).statusCode).toBe(401);
  });

  it('refuses a token issued before a password change, even while its session row lives', async () => {
    const rider = await createRider(ctx.database.db);
    const sessionId = await openSession(rider);
    const token = await ctx.app.tokens.sign(rider, sessionId, new Date(clock.now().getTime() + HOUR));
    expect((await readWallet(rider, token)).statusCode).toBe(200);
    clock.advance(5_000);
    // The password alone, without revoking sessions: the iat check must stand on its own.
    await new UsersRepository(ctx.database.db).changePassword(rider.id, rider.passwordHash, clock.now());
    expect((await readWallet(rider, token)).statusCode).toBe(401);
    const fresh = await ctx.app.tokens.sign(rider, sessionId, new Date(clock.now().getTime() + HOUR));
    expect((await readWallet(rider, fresh)).statusCode).toBe(200);
  });

  it('refuses a token whose session has expired or does not exist', async () => {
    const rider = await createRider(ctx.database.db);
    const shortSession = await openSession(rider, new Date(clock.now().getTime() + 30_000));
    const token = await ctx.app.tokens.sign(rider, shortSession, new Date(clock.now().getTime() + HOUR));
    const unknownSession = await ctx.app.tokens.sign(
      rider,
      randomUUID(),
      new Date(clock.now().getTime() + HOUR),
    );
    expect((await readWallet(rider, unknownSession)).statusCode).toBe(401);
    clock.advance(31_000);
    expect((await readWallet(rider, token)).statusCode).toBe(401);
  });

  it("refuses a token naming someone else's session", async () => {
    const [ada, bola] = [await createRider(ctx.database.db), await createRider(ctx.database.db)];
    const bolasSession = await openSession(bola);
    const forged = await ctx.app.tokens.sign(ada, bolasSession, new Date(clock.now().getTime() + HOUR));
    expect((await readWallet(ada, forged)).statusCode).toBe(401);
  });

  it.each([
    ['a session id that is not a UUID', (id: number) => ({ sub: String(id), sid: "x' OR '1'='1" })],
    ['a session id that is not text', (id: number) => ({ sub: String(id), sid: 42 })],
    ['a subject past the id range', () => ({ sub: '99999999999', sid: randomUUID() })],
    ['a subject in exponent notation', (id: number) => ({ sub: `${id}e0`, sid: randomUUID() })],
    ['a subject with a sign', (id: number) => ({ sub: `+${id}`, sid: randomUUID() })],
  ])('answers 401, never 500, for a correctly signed token with %s', async (_case, claims) => {
    const rider = await createRider(ctx.database.db);
    const now = seconds(clock.now());
    const key = await ctx.app.deps.keys.signingKey();
    const token = await new SignJWT(claims(rider.id))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key.secret);
    const response = await readWallet(rider, token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please log in again.', code: 'UNAUTHORIZED' });
  });

  it.each([
    ['no header', undefined],
    ['a non-bearer scheme', 'Basic YWRhOnNlY3JldA=='],
    ['garbage', 'Bearer not.a.jwt'],
  ])('answers 401 for %s', async (_case, authorization) => {
    const rider = await createRider(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/wallet`,
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
  });
});
