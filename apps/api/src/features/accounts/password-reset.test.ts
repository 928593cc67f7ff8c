import { describe, expect, it } from 'vitest';
import {
  emailsTo,
  latestResetToken,
  nextClientAddress,
  registerRider,
} from '../../../test/accounts-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

// Half a second past a whole second: a token's `iat` has whole seconds only, which is where a
// login right after a password change used to be refused.
const clock = new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000 + 500));
const ctx = useTestApp({ clock, env: { PUBLIC_URL: 'https://shuttle.example.ng' } });

const NEW_PASSWORD = 'third-mainland-9';

async function forgot(email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/password',
    payload: { email, type: 'user' },
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const change = (token: string, password = NEW_PASSWORD, confirm = password) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/password/change',
    payload: { password, confirm_password: confirm, type: 'user', token },
    remoteAddress: nextClientAddress(),
  });

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/v1/login', payload: { email, password } });

describe('POST /v1/password (forgot password)', () => {
  it('gives the same answer for a known and an unknown email; only the known one gets an email', async () => {
    const rider = await registerRider(ctx.app);
    const unknown = 'nobody-here@example.ng';
    const [known, stranger] = [await forgot(rider.email), await forgot(unknown)];
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(await emailsTo(ctx.app, unknown)).toHaveLength(0);
    expect((await emailsTo(ctx.app, rider.email)).map((email) => email.subject)).toContain(
      'Reset your Shuttle password',
    );
  });

  it('emails a link to /password/{token} on PUBLIC_URL with 128 bits or more of token', async () => {
    const rider = await registerRider(ctx.app);
    await forgot(rider.email.toUpperCase());
    const [email] = await emailsTo(ctx.app, rider.email);
    const token = await latestResetToken(ctx.app, rider.email);
    expect(email?.textBody).toContain(`https://shuttle.example.ng/password/${token}`);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it.each([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'a@example.ng', type: 'driver' }, 'Invalid input: expected "user"'],
  ])('refuses %j with 400 "%s"', async (payload, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/password',
      payload,
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /v1/password/change (reset password)', () => {
  it('sets the new password: it logs in, the old one does not, and the rider is told by email', async () => {
    const rider = await registerRider(ctx.app);
    await forgot(rider.email);
    const response = await change(await latestResetToken(ctx.app, rider.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed' });
    expect((await login(rider.email, rider.password)).statusCode).toBe(401);
    const fresh = await login(rider.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // The new session works at once, in the same second as the change.
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/wallet`,
      headers: { authorization: `Bearer ${fresh.json().token.token}` },
    });
    expect(wallet.statusCode).toBe(200);
    expect((await emailsTo(ctx.app, rider.email))[0]?.subject).toBe('Your Shuttle password was changed');
  });

  it('takes a token once', async () => {
    const rider = await registerRider(ctx.app);
    await forgot(rider.email);
    const token = await latestResetToken(ctx.app, rider.email);
    expect((await change(token)).statusCode).toBe(200);
    const again = await change(token, 'another-new-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      code: 'INVALID_TOKEN',
    });
    expect((await login(rider.email, 'another-new-pass')).statusCode).toBe(401);
  });

  it('takes a token until 30 minutes after it was sent, and not after', async () => {
    const early = await registerRider(ctx.app);
    const late = await registerRider(ctx.app);
    await forgot(early.email);
    await forgot(late.email);
    const [earlyToken, lateToken] = [
      await latestResetToken(ctx.app, early.email),
      await latestResetToken(ctx.app, late.email),
    ];
    clock.advance(30 * 60_000 - 1_000);
    expect((await change(earlyToken)).statusCode).toBe(200);
    clock.advance(1_000);
    expect((await change(lateToken)).statusCode).toBe(400);
    expect((await login(late.email, late.password)).statusCode).toBe(200);
  });

  it('voids an earlier link when a new one is asked for', async () => {
    const rider = await registerRider(ctx.app);
    await forgot(rider.email);
    const first = await latestResetToken(ctx.app, rider.email);
    await forgot(rider.email);
    const second = await latestResetToken(ctx.app, rider.email);
    expect((await change(first)).statusCode).toBe(400);
    expect((await change(second)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await change('bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LW9uZQ');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('signs the rider out everywhere: a token from before the reset answers 401', async () => {
    const rider = await registerRider(ctx.app);
    const url = `/v1/users/${rider.id}/wallet`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: rider.authorization })).statusCode).toBe(200);
    await forgot(rider.email);
    clock.advance(2_000);
    expect((await change(await latestResetToken(ctx.app, rider.email))).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url, headers: rider.authorization });
    expect(after.statusCode).toBe(401);
  });

  it.each([
    ['12345', '12345', 'Password must have at least 6 characters.'],
    ['lagos-commute', 'lagos-commuter', 'Passwords must be identical.'],
    ['password', 'password', 'This password is too common. Please choose another one.'],
  ])('refuses "%s" / "%s" with "%s" and keeps the token', async (password, confirm, message) => {
    const rider = await registerRider(ctx.app);
    await forgot(rider.email);
    const token = await latestResetToken(ctx.app, rider.email);
    const response = await change(token, password, confirm);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await change(token)).statusCode).toBe(200);
  });

  it('R11: one token used twice at once changes the password once', async () => {
    const rider = await registerRider(ctx.app);
    await forgot(rider.email);
    const token = await latestResetToken(ctx.app, rider.email);
    const answers = await Promise.all([change(token, 'first-choice-1'), change(token, 'second-choice-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first-choice-1' : 'second-choice-2';
    const loser = winner === 'first-choice-1' ? 'second-choice-2' : 'first-choice-1';
    expect((await login(rider.email, winner)).statusCode).toBe(200);
    expect((await login(rider.email, loser)).statusCode).toBe(401);
    const changedEmails = (await emailsTo(ctx.app, rider.email)).filter(
      (email) => email.subject === 'Your Shuttle password was changed',
    );
    expect(changedEmails).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after 10 reset requests from one address in an hour', async () => {
    const remoteAddress = nextClientAddress();
    const request = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/password',
        payload: { email: 'someone@example.ng' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await request()).statusCode).toBe(200);
    const refused = await request();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
