import { auditLog, eq, users } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { emailsTo, nextClientAddress } from '../../../test/accounts-factories.ts';
import { authHeader, createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

const clock = new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000 + 500));
const ctx = useTestApp({ clock, env: { PUBLIC_URL: 'https://shuttle.example.ng' } });

let sequence = 0;
const newEmail = () => `staff-${process.pid}-${++sequence}@shuttle.example.ng`;
const PASSWORD = 'ikeja-along-7';

async function invite(admin: { id: number }, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/ops/staff',
    headers: await authHeader(ctx.app, admin),
    payload: body,
  });
}

async function invitationToken(to: string): Promise<string> {
  const [email] = await emailsTo(ctx.app, to);
  const token = email?.textBody.match(/https:\/\/shuttle\.example\.ng\/set-password\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`No invitation link to ${to}`);
  return token;
}

const setPassword = (token: string, password = PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/set-password',
    payload: { token, password, confirm_password: password },
    remoteAddress: nextClientAddress(),
  });

const login = (email: string, password = PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });

describe('staff invitations', () => {
  it('lets an admin invite an operator: the account, its emailed link and an audit row, listed as invited', async () => {
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const email = newEmail();
    const answer = await invite(admin, { email, fname: 'Tunde', lname: 'Bello', role: 'operator' });
    expect(answer.statusCode).toBe(201);
    const member = answer.json();
    expect(member).toMatchObject({
      email,
      fname: 'Tunde',
      lname: 'Bello',
      role: 'operator',
      status: 'invited',
    });

    const [mail] = await emailsTo(ctx.app, email);
    expect(mail?.subject).toMatch(/invited/);
    expect(mail?.textBody).toMatch(/24 hours/);

    const audit = await ctx.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.id)));
    expect(audit).toMatchObject([
      { actorId: admin.id, action: 'staff.invite', entity: 'user', after: { email, role: 'operator' } },
    ]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/staff?limit=100',
      headers: await authHeader(ctx.app, admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(expect.objectContaining({ id: member.id, status: 'invited' }));
    expect(
      list.json().data.every((row: { role: string }) => ['operator', 'admin', 'driver'].includes(row.role)),
    ).toBe(true);
  });

  it('lets an admin invite a driver, who sets a password and signs in as a driver', async () => {
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const email = `driver-${Date.now()}@example.ng`;
    const answer = await invite(admin, { email, fname: 'Sola', lname: 'Adebayo', role: 'driver' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ email, role: 'driver', status: 'invited' });
    const [mail] = await emailsTo(ctx.app, email);
    expect(mail?.subject).toBe('You are invited to drive for Shuttle');
    const signedIn = await setPassword(await invitationToken(email));
    expect(signedIn.json()).toMatchObject({ email, role: 'driver' });
  });

  it('is for admins only: an operator gets 403 on the list and the invitation', async () => {
    const operator = await createRider(ctx.app.deps.db, { role: 'operator' });
    const headers = await authHeader(ctx.app, operator);
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/ops/staff', headers });
    expect(list.statusCode).toBe(403);
    const email = newEmail();
    const answer = await invite(operator, { email, fname: 'Ngozi', lname: 'Eze', role: 'admin' });
    expect(answer.statusCode).toBe(403);
    expect(await emailsTo(ctx.app, email)).toHaveLength(0);
  });

  it('never promotes an existing account: its email is refused and it stays a rider', async () => {
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const rider = await createRider(ctx.app.deps.db);
    const answer = await invite(admin, {
      email: rider.email.toUpperCase(),
      fname: 'Ada',
      lname: 'Okafor',
      role: 'admin',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const [after] = await ctx.app.deps.db.select().from(users).where(eq(users.id, rider.id));
    expect(after?.role).toBe('rider');
  });

  it('refuses a rider role or a bad body with the contract messages', async () => {
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const answer = await invite(admin, { email: 'not-an-email', fname: '', lname: 'Eze', role: 'rider' });
    expect(answer.statusCode).toBe(400);
  });

  it('sets the password once from the link, signs the operator in, and the password then logs in', async () => {
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const email = newEmail();
    await invite(admin, { email, fname: 'Tunde', lname: 'Bello', role: 'operator' });
    const token = await invitationToken(email);

    const first = await setPassword(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email, role: 'operator', verified: true });
    const wing = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/audit-log',
      headers: { authorization: `Bearer ${first.json().token.token}` },
    });
    expect(wing.statusCode).toBe(200);

    const again = await setPassword(token, 'another-pass-9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await login(email)).json()).toMatchObject({ role: 'operator' });
    expect((await login(email, 'another-pass-9')).statusCode).toBe(401);
  });

  it('refuses a link older than 24 hours', async () => {
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const email = newEmail();
    await invite(admin, { email, fname: 'Tunde', lname: 'Bello', role: 'operator' });
    const token = await invitationToken(email);
    clock.advance(24 * 3600 * 1000 + 1000);
    const late = await setPassword(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('roles in the login and wallet answers', () => {
  it('carry the role', async () => {
    const driver = await createRider(ctx.app.deps.db, { role: 'driver', password: PASSWORD, verified: true });
    const answer = await login(driver.email);
    expect(answer.json()).toMatchObject({ id: driver.id, role: 'driver' });
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${driver.id}/wallet`,
      headers: { authorization: `Bearer ${answer.json().token.token}` },
    });
    expect(wallet.json()).toMatchObject({ id: driver.id, role: 'driver' });
  });
});

describe('the bootstrap admin', () => {
  it('is created once with a working password, and an existing account is never promoted', async () => {
    const email = newEmail();
    const { staffAccounts } = ctx.app.services;
    expect(await staffAccounts.bootstrapAdmin(email, PASSWORD)).toBe('created');
    expect(await staffAccounts.bootstrapAdmin(email, 'other-password-5')).toBe('exists');
    expect((await login(email)).json()).toMatchObject({ role: 'admin', verified: true });

    const rider = await createRider(ctx.app.deps.db);
    expect(await staffAccounts.bootstrapAdmin(rider.email, PASSWORD)).toBe('exists');
    const [after] = await ctx.app.deps.db.select().from(users).where(eq(users.id, rider.id));
    expect(after?.role).toBe('rider');
  });
});
