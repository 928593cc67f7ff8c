import { describe, expect, it } from 'vitest';
import { authHeader, createRider, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

const ctx = useTestApp();

const registration = (overrides: Record<string, unknown> = {}) => ({
  fname: 'Chidi',
  lname: 'Eze',
  email: `chidi-${Math.random().toString(36).slice(2)}@example.ng`,
  phone: '08031234567',
  city_id: 1,
  password: 'okada-rider-77',
  ...overrides,
});

describe('POST /v1/users (register)', () => {
  it('creates the rider with a session, an empty wallet and a verification email', async () => {
    const body = registration();
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/users', payload: body });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      fname: 'Chidi',
      email: body.email,
      city_id: 1,
      verified: false,
      wallet: { balance_kobo: 0, company_balance_kobo: null },
    });
    expect(user.token.exp).toBeGreaterThan(Date.now() / 1000);

    const mailbox = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    const email = mailbox.json().data.find((mail: { to: string }) => mail.to === body.email);
    expect(email.text).toMatch(new RegExp(`/verification/\\d{6}-${user.id}`));
  });

  it('refuses a second account with the same email in any case', async () => {
    const body = registration();
    await ctx.app.inject({ method: 'POST', url: '/v1/users', payload: body });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it.each([
    [{ fname: '' }, 'Please enter your first name'],
    [{ phone: '0803' }, 'Phone number must be at least 11 digits'],
    [{ phone: 'abcdefghijkl' }, 'Phone number must be at least 11 digits'],
    [{ password: '12345' }, 'Password must have at least 6 characters.'],
    [{ password: 'password123' }, 'This password is too common. Please choose another one.'],
    [{ email: '' }, 'Please enter your email address'],
    [{ role: 'admin' }, 'Unrecognized key: "role"'],
    [{ corporate_id: 1 }, 'That company cannot be joined at sign-up.'],
  ])('rejects %j with "%s" and writes nothing', async (overrides, message) => {
    const body = registration(overrides);
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/users', payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: body.email || 'x@example.ng', password: body.password || 'x' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('accepts a 128-character password and does not truncate it', async () => {
    const password = `${'k'.repeat(127)}1`;
    const body = registration({ password });
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/users', payload: body })).statusCode).toBe(201);
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: body.email, password: password.slice(0, 72) },
    });
    expect(truncated.statusCode).toBe(401);
  });
});

describe('POST /v1/login', () => {
  it('answers the session for the right password', async () => {
    const rider = await createRider(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: rider.email.toUpperCase(), password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: rider.id, token: { token: expect.any(String) } });
  });

  it('answers "Incorrect Password" for a wrong password and for an unknown email alike', async () => {
    const rider = await createRider(ctx.database.db);
    for (const payload of [
      { email: rider.email, password: 'not-the-password' },
      { email: 'nobody@example.ng', password: 'not-the-password' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/v1/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Incorrect Password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('locks the account for the window after 10 failures, even for the right password', async () => {
    const rider = await createRider(ctx.database.db);
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: rider.email, password },
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const eleventh = await attempt('wrong-password');
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('lets no more than 10 concurrent wrong passwords reach the hash', async () => {
    const rider = await createRider(ctx.database.db);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/login',
          payload: { email: rider.email, password: 'wrong-password' },
          remoteAddress: '10.9.8.6',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
  });

  it('lets the account in again once its failures leave the window', async () => {
    const clock = new ManualClock(new Date('2026-03-02T08:00:00Z'));
    const { app, database } = await createTestApp({ clock });
    try {
      const rider = await createRider(database.db);
      const attempt = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/v1/login',
          payload: { email: rider.email, password },
          remoteAddress: '10.9.8.4',
        });
      for (let i = 0; i < 10; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
      expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(429);
      clock.advance(14 * 60 * 1000);
      expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(429);
      clock.advance(60 * 1000 + 1);
      expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('does not count a successful login as a failure', async () => {
    const rider = await createRider(ctx.database.db);
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: rider.email, password },
        remoteAddress: '10.9.8.5',
      });
    for (let i = 0; i < 9; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(DEFAULT_PASSWORD)).statusCode).toBe(200);
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt('wrong-password')).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const rider = await createRider(ctx.database.db);
    const headers = await authHeader(ctx.app, rider);
    const url = `/v1/users/${rider.id}/wallet`;
    expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/logout', headers })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
  });

  it("answers 404 for another user's wallet, never their data", async () => {
    const [ada, bola] = [await createRider(ctx.database.db), await createRider(ctx.database.db)];
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${bola.id}/wallet`,
      headers: await authHeader(ctx.app, ada),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(bola.email);
  });

  it('ignores role and balance fields in a profile update', async () => {
    const rider = await createRider(ctx.database.db);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/users/${rider.id}`,
      headers: await authHeader(ctx.app, rider),
      payload: { fname: 'Ngozi', role: 'admin', balance_kobo: 10_000_000 },
    });
    expect(response.statusCode).toBe(400);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/wallet`,
      headers: await authHeader(ctx.app, rider),
    });
    expect(wallet.json()).toMatchObject({ fname: 'Ada', wallet: { balance_kobo: 0 } });
  });
});
