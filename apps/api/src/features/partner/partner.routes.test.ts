import { generateKeyPairSync } from 'node:crypto';
import { eq, partnerAccounts, users } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { latestResetToken, nextClientAddress, registerRider } from '../../../test/accounts-factories.ts';
import { PARTNER_TEST_SETTINGS, partnerKeys, partnerToken } from '../../../test/dashboard-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const keys = partnerKeys();
const PARTNER_ORIGIN = 'https://app.testpay.example';
const ctx = useTestApp({
  env: { ...PARTNER_TEST_SETTINGS, PARTNER_PUBLIC_KEY: keys.publicKeyPem, PARTNER_ORIGIN },
});
const db = () => ctx.app.deps.db;

const startSession = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/partner/session', payload: { token } });

describe('POST /v1/partner/session', () => {
  it('creates a rider on the first sign-in and answers a session as login does', async () => {
    const subject = 'testpay-user-1001';
    const token = await partnerToken({
      key: keys.privateKey,
      subject,
      claims: { email: 'amaka.eze@testpay.example', given_name: 'Amaka', family_name: 'Eze' },
    });
    const response = await startSession(token);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      fname: 'Amaka',
      lname: 'Eze',
      email: 'amaka.eze@testpay.example',
      phone: '08031230000',
      city_id: 1,
      verified: true,
      wallet: { balance_kobo: 0 },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${session.id}/wallet`,
      headers: { authorization: `Bearer ${session.token.token}` },
    });
    expect(me.statusCode).toBe(200);

    // The next sign-in of the same partner user is the same rider.
    const again = await startSession(await partnerToken({ key: keys.privateKey, subject }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(session.id);
    const links = await db().select().from(partnerAccounts).where(eq(partnerAccounts.partnerUserId, subject));
    expect(links).toMatchObject([{ partner: 'TestPay', userId: session.id }]);
  });

  it('makes one rider of two first sign-ins at once', async () => {
    const subject = 'testpay-user-race';
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () =>
        partnerToken({ key: keys.privateKey, subject, claims: { email: 'race@testpay.example' } }),
      ),
    );
    const answers = await Promise.all(tokens.map(startSession));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const riders = await db().select().from(users).where(eq(users.email, 'race@testpay.example'));
    expect(riders).toHaveLength(1);
  });

  it('links an existing rider only when the partner verified the email', async () => {
    const existing = await createRider(db(), { email: 'known@example.ng' });
    const unverified = await startSession(
      await partnerToken({
        key: keys.privateKey,
        claims: { email: 'known@example.ng', email_verified: false },
      }),
    );
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().code).toBe('EMAIL_TAKEN');
    const verified = await startSession(
      await partnerToken({
        key: keys.privateKey,
        claims: { email: 'KNOWN@example.ng', email_verified: true },
      }),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().id).toBe(existing.id);
  });

  it("takes over an unverified account of the partner user's email: its password and sessions stop working", async () => {
    // Someone registered the email first, without being able to verify it.
    const squatter = await registerRider(ctx.app, { email: 'ngozi@testpay.example', fname: 'Squatter' });
    const signIn = await startSession(
      await partnerToken({
        key: keys.privateKey,
        subject: 'testpay-ngozi',
        claims: {
          email: 'ngozi@testpay.example',
          email_verified: true,
          given_name: 'Ngozi',
          family_name: 'Obi',
        },
      }),
    );
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ id: squatter.id, fname: 'Ngozi', lname: 'Obi', verified: true });
    const squattersWallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${squatter.id}/wallet`,
      headers: squatter.authorization,
    });
    expect(squattersWallet.statusCode).toBe(401);
    const squattersLogin = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(squattersLogin.statusCode).toBe(401);
    const ridersWallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${squatter.id}/wallet`,
      headers: { authorization: `Bearer ${signIn.json().token.token}` },
    });
    expect(ridersWallet.statusCode).toBe(200);
  });

  it('voids the reset link the unverified account asked for before the takeover', async () => {
    const squatter = await registerRider(ctx.app, { email: 'chidi@testpay.example', fname: 'Squatter' });
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/password',
      payload: { email: squatter.email },
      remoteAddress: nextClientAddress(),
    });
    const resetToken = await latestResetToken(ctx.app, squatter.email);
    const signIn = await startSession(
      await partnerToken({
        key: keys.privateKey,
        subject: 'testpay-chidi',
        claims: { email: 'chidi@testpay.example', email_verified: true },
      }),
    );
    expect(signIn.statusCode).toBe(200);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/password/change',
      payload: { token: resetToken, password: 'squatter-is-back-9', confirm_password: 'squatter-is-back-9' },
      remoteAddress: nextClientAddress(),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('INVALID_TOKEN');
    const squattersLogin = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: squatter.email, password: 'squatter-is-back-9' },
      remoteAddress: nextClientAddress(),
    });
    expect(squattersLogin.statusCode).toBe(401);
  });

  it('still refuses a verified account when the partner did not verify the email', async () => {
    await createRider(db(), { email: 'verified@example.ng', verified: true });
    const response = await startSession(
      await partnerToken({
        key: keys.privateKey,
        claims: { email: 'verified@example.ng', email_verified: false },
      }),
    );
    expect(response.statusCode).toBe(409);
  });

  it('answers 401 to a token signed with another key', async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const response = await startSession(await partnerToken({ key: stranger }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Your partner account could not be confirmed. Please try again from the partner app.',
    });
  });

  it('answers 401 to an expired token and to one issued too long ago', async () => {
    const now = Date.now();
    const expired = await partnerToken({
      key: keys.privateKey,
      issuedAt: new Date(now - 5 * 60_000),
      expiresAt: new Date(now - 31_000),
    });
    expect((await startSession(expired)).statusCode).toBe(401);
    const stale = await partnerToken({
      key: keys.privateKey,
      issuedAt: new Date(now - 11 * 60_000),
      expiresAt: new Date(now + 3600_000),
    });
    expect((await startSession(stale)).statusCode).toBe(401);
  });

  it('answers 401 to a wrong audience or issuer', async () => {
    const wrongAudience = await partnerToken({ key: keys.privateKey, audience: 'another-app' });
    expect((await startSession(wrongAudience)).statusCode).toBe(401);
    const wrongIssuer = await partnerToken({ key: keys.privateKey, issuer: 'https://id.elsewhere.example' });
    expect((await startSession(wrongIssuer)).statusCode).toBe(401);
  });

  it('answers 401 to an unsigned token and to one missing the user’s name', async () => {
    const [header, payload] = (await partnerToken({ key: keys.privateKey })).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect(header).toBeDefined();
    expect((await startSession(none)).statusCode).toBe(401);
    const nameless = await partnerToken({ key: keys.privateKey, claims: { given_name: '' } });
    expect((await startSession(nameless)).statusCode).toBe(401);
    expect((await startSession('not.a.token')).statusCode).toBe(401);
  });

  it('lets only the partner’s origin frame the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors ${PARTNER_ORIGIN}`);
  });
});
