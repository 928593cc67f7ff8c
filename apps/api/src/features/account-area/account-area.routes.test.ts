import { eq, outboxEmails } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.deps.db;

async function rider(overrides: Parameters<typeof createRider>[1] = {}) {
  const user = await createRider(db(), overrides);
  return { user, headers: await authHeader(ctx.app, user) };
}
type Who = Awaited<ReturnType<typeof rider>>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/v1/me', headers });

const changePassword = (who: Who, body: Record<string, unknown>, headers = who.headers) =>
  ctx.app.inject({ method: 'POST', url: `/v1/users/${who.user.id}/password`, headers, payload: body });

describe('POST /v1/users/{userId}/password', () => {
  it('changes the password, signs other devices out and keeps this one with a new token', async () => {
    const who = await rider();
    const otherDevice = await authHeader(ctx.app, who.user);
    const response = await changePassword(who, {
      current_password: DEFAULT_PASSWORD,
      password: 'a new lagos password',
      confirm_password: 'a new lagos password',
    });
    expect(response.statusCode).toBe(200);
    const { token, message } = response.json();
    expect(message).toBe('Your password was changed. Other devices were signed out.');
    expect((await me(bearer(token.token))).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    // The token this device sent is replaced too: a copy of it is worth nothing now.
    expect((await me(who.headers)).statusCode).toBe(401);

    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: who.user.email, password: DEFAULT_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: who.user.email, password: 'a new lagos password' },
    });
    expect(newLogin.statusCode).toBe(200);
    const mail = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, who.user.email));
    expect(mail.map((email) => email.subject)).toContain('Your Shuttle password was changed');
  });

  it('answers 400 to a wrong current password and changes nothing', async () => {
    const who = await rider();
    const response = await changePassword(who, {
      current_password: 'not my password',
      password: 'a new lagos password',
      confirm_password: 'a new lagos password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not correct.',
    });
    expect((await me(who.headers)).statusCode).toBe(200);
  });

  it.each([
    [
      { current_password: DEFAULT_PASSWORD, password: 'short', confirm_password: 'short' },
      'Password must have at least 6 characters.',
    ],
    [
      { current_password: DEFAULT_PASSWORD, password: 'password', confirm_password: 'password' },
      'This password is too common. Please choose another one.',
    ],
    [
      { current_password: DEFAULT_PASSWORD, password: 'a new lagos password', confirm_password: 'another' },
      'Passwords must be identical.',
    ],
    [
      { current_password: '', password: 'a new lagos password', confirm_password: 'a new lagos password' },
      'Please enter your current password',
    ],
  ])('answers 400 to %j', async (body, message) => {
    const who = await rider();
    const response = await changePassword(who, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 to another rider, an operator included', async () => {
    const owner = await rider();
    const operator = await rider({ role: 'operator' });
    const response = await changePassword(
      owner,
      {
        current_password: DEFAULT_PASSWORD,
        password: 'a new lagos password',
        confirm_password: 'a new lagos password',
      },
      operator.headers,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('trip preferences', () => {
  const read = (who: Who) =>
    ctx.app.inject({ method: 'GET', url: `/v1/users/${who.user.id}/trip-preferences`, headers: who.headers });
  const save = (who: Who, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/v1/users/${who.user.id}/trip-preferences`,
      headers: who.headers,
      payload,
    });

  it('start from the spec’s defaults and keep what the rider saves', async () => {
    const who = await rider();
    expect((await read(who)).json()).toEqual({
      wallet_source: 'Personal',
      luggage: false,
      luggage_quantity: 1,
      seats: 1,
    });
    const saved = await save(who, {
      wallet_source: 'Personal',
      luggage: true,
      luggage_quantity: 3,
      seats: 2,
    });
    expect(saved.statusCode).toBe(200);
    expect((await read(who)).json()).toEqual({
      wallet_source: 'Personal',
      luggage: true,
      luggage_quantity: 3,
      seats: 2,
    });
    await save(who, { wallet_source: 'Personal', luggage: false, luggage_quantity: 1, seats: 1 });
    expect((await read(who)).json().luggage).toBe(false);
  });

  it('allow the Company wallet only to a company member', async () => {
    const outsider = await rider();
    const refused = await save(outsider, {
      wallet_source: 'Company',
      luggage: false,
      luggage_quantity: 1,
      seats: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You are not a member of a company with a wallet.');
    const member = await rider({ corporateId: 1 });
    const accepted = await save(member, {
      wallet_source: 'Company',
      luggage: false,
      luggage_quantity: 1,
      seats: 1,
    });
    expect(accepted.statusCode).toBe(200);
  });

  it.each([
    { wallet_source: 'Personal', luggage: true, luggage_quantity: 11, seats: 1 },
    { wallet_source: 'Personal', luggage: true, luggage_quantity: 0, seats: 1 },
    { wallet_source: 'Personal', luggage: true, luggage_quantity: 1, seats: 1.5 },
    { wallet_source: 'Bank', luggage: true, luggage_quantity: 1, seats: 1 },
    { wallet_source: 'Personal', luggage: true, luggage_quantity: 1 },
  ])('answer 400 to %j', async (payload) => {
    expect((await save(await rider(), payload)).statusCode).toBe(400);
  });

  it('answer 404 for another rider', async () => {
    const owner = await rider();
    const other = await rider();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${owner.user.id}/trip-preferences`,
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('route suggestions', () => {
  const suggestion = {
    from: 'Ikorodu Garage',
    to: 'Victoria Island, Adeola Odeku',
    departure_time: '06:15',
    return_time: '18:30',
    trip_days: [6, 2, 4],
    note: 'Many of us at Ikorodu work on the Island.',
  };
  const suggest = (who: Who, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${who.user.id}/route-suggestions`,
      headers: who.headers,
      payload,
    });

  it('are stored for the rider and visible to operators with who sent them', async () => {
    const who = await rider();
    const created = await suggest(who, suggestion);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...suggestion, trip_days: [2, 4, 6] });
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/route-suggestions`,
      headers: who.headers,
    });
    expect(mine.json().data).toHaveLength(1);

    // Operators read them in their route suggestions inbox, with who sent each.
    const operator = await rider({ role: 'operator' });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/inbox/route-suggestions',
      headers: operator.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({
      summary: expect.stringContaining('Ikorodu Garage'),
      email: who.user.email,
    });
    expect(listed.json().meta).toMatchObject({ page: 1, total: 1 });
  });

  it('are hidden from riders who are not operators', async () => {
    const who = await rider();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/inbox/route-suggestions',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(403);
  });

  it('may leave out the return time and the note', async () => {
    const who = await rider();
    const created = await suggest(who, {
      from: 'Ajah',
      to: 'Lekki Phase 1',
      departure_time: '07:00',
      trip_days: [2],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ return_time: null, note: '' });
  });

  it.each([
    { ...suggestion, from: '' },
    { ...suggestion, departure_time: '25:00' },
    { ...suggestion, departure_time: '6:15' },
    { ...suggestion, trip_days: [] },
    { ...suggestion, trip_days: [0] },
    { ...suggestion, trip_days: [8] },
    { ...suggestion, trip_days: [2, 2] },
    { ...suggestion, note: 'x'.repeat(501) },
    { ...suggestion, user_id: 1 },
  ])('answer 400 to %j', async (payload) => {
    expect((await suggest(await rider(), payload)).statusCode).toBe(400);
  });
});
