import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, nextClientAddress } from '../../../test/accounts-factories.ts';
import { riderHeader } from '../../../test/booking-factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { LedgerService } from './ledger.service.ts';
import { auditLedger } from './ledger-audit.ts';

const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock, env: { PUBLIC_URL: 'https://shuttle.example.ng' } });
const db = () => ctx.app.deps.db;
const ledger = new LedgerService(clock);

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(async () => {
  clock.set(new Date('2026-11-25T06:00:00Z'));
  expect(await auditLedger(db())).toEqual([]);
});

let sequence = 0;
async function newCompany(name = `Lekki Logistics ${process.pid}-${++sequence}`) {
  const created = await opsCall(ctx.app, operator, 'POST', '/companies', { name });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: number; name: string };
}

const fund = (companyId: number, amountKobo: number, key: string | null = randomUUID()) =>
  opsCall(
    ctx.app,
    operator,
    'POST',
    `/companies/${companyId}/fundings`,
    { amount_kobo: amountKobo, memo: 'Transfer 0042 from GTBank' },
    key === null ? {} : { 'idempotency-key': key },
  );

describe('/v1/ops/companies', () => {
  it('creates a company with an empty wallet, finds it by name, and audits the creation', async () => {
    const before = await auditRowsBy(ctx.app, operator.user.id);
    const company = await newCompany('Ikoyi Ventures');
    expect(company).toMatchObject({ name: 'Ikoyi Ventures', balance_kobo: 0, member_count: 0 });
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(before + 1);
    const found = await opsCall(ctx.app, operator, 'GET', '/companies?q=ikoyi');
    expect(found.json()).toMatchObject({
      data: [{ id: company.id, name: 'Ikoyi Ventures' }],
      meta: { total: 1 },
    });
    const wildcard = await opsCall(ctx.app, operator, 'GET', '/companies?q=%25');
    expect(wildcard.json().data).toEqual([]);
    expect((await opsCall(ctx.app, operator, 'POST', '/companies', { name: ' ' })).statusCode).toBe(400);
    expect((await opsCall(ctx.app, operator, 'GET', '/companies/2000000000')).statusCode).toBe(404);
  });

  it('adds riders by id or email, invites a new person by email, and refuses other accounts', async () => {
    const company = await newCompany();
    const byId = await createRider(db());
    const byEmail = await createRider(db());
    const add = (body: object) =>
      opsCall(ctx.app, operator, 'POST', `/companies/${company.id}/members`, body);

    expect((await add({ user_id: byId.id })).json()).toEqual({ user_id: byId.id, outcome: 'added' });
    expect((await add({ email: byEmail.email.toUpperCase() })).json()).toEqual({
      user_id: byEmail.id,
      outcome: 'added',
    });
    const newcomer = `newcomer-${process.pid}-${sequence}@example.ng`;
    expect((await add({ email: newcomer })).json().message).toBe(
      'A new member needs a first and last name for their account.',
    );
    const invited = await add({ email: newcomer, fname: 'Bisi', lname: 'Adeyemi' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().outcome).toBe('invited');
    const [email] = await emailsTo(ctx.app, newcomer);
    expect(email?.subject).toBe(`${company.name} has added you to Shuttle`);
    const token = email?.textBody.match(/https:\/\/shuttle\.example\.ng\/set-password\/([\w-]+)/)?.[1];
    const setPassword = await ctx.app.inject({
      method: 'POST',
      url: '/v1/set-password',
      payload: { token, password: 'ikeja-along-7', confirm_password: 'ikeja-along-7' },
      remoteAddress: nextClientAddress(),
    });
    expect(setPassword.statusCode).toBe(200);
    expect(setPassword.json()).toMatchObject({ role: 'rider', corporate_id: company.id });

    const members = await opsCall(ctx.app, operator, 'GET', `/companies/${company.id}/members?limit=2`);
    expect(members.json().meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(members.json().data).toHaveLength(2);
    expect(members.json().data[0]).toMatchObject({ allowance_kobo: null, allowance_left_kobo: 0 });

    const other = await newCompany();
    const taken = await opsCall(ctx.app, operator, 'POST', `/companies/${other.id}/members`, {
      user_id: byId.id,
    });
    expect(taken.statusCode).toBe(409);
    const staffAccount = await opsCall(ctx.app, operator, 'POST', `/companies/${other.id}/members`, {
      email: operator.user.email,
    });
    expect(staffAccount.statusCode).toBe(409);
    expect((await add({ user_id: byId.id, email: byEmail.email })).statusCode).toBe(400);
    expect((await add({ user_id: 2_000_000_000 })).statusCode).toBe(404);

    const removed = await opsCall(ctx.app, operator, 'DELETE', `/companies/${company.id}/members/${byId.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await opsCall(ctx.app, operator, 'GET', `/companies/${company.id}`)).json().member_count).toBe(2);
    const again = await opsCall(ctx.app, operator, 'DELETE', `/companies/${company.id}/members/${byId.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('funds the wallet once per Idempotency-Key (required), with the reason, audited', async () => {
    const company = await newCompany();
    expect((await fund(company.id, 500_000, null)).statusCode).toBe(400);
    const before = await auditRowsBy(ctx.app, operator.user.id);
    const first = await fund(company.id, 500_000, 'deposit-7');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      amount_kobo: 500_000,
      memo: 'Transfer 0042 from GTBank',
      balance_after_kobo: 500_000,
    });
    const replay = await fund(company.id, 500_000, 'deposit-7');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(before + 1);
    expect((await opsCall(ctx.app, operator, 'GET', `/companies/${company.id}`)).json().balance_kobo).toBe(
      500_000,
    );
    expect((await fund(2_000_000_000, 1_000)).statusCode).toBe(404);
    expect((await fund(company.id, 0)).statusCode).toBe(400);
  });

  it("sets allowances and reports each member's spending by Lagos month, refunds netted", async () => {
    const company = await newCompany();
    await fund(company.id, 5_000_000);
    const ada = await createRider(db(), { fname: 'Ada' });
    const outsider = await createRider(db());
    await opsCall(ctx.app, operator, 'POST', `/companies/${company.id}/members`, { user_id: ada.id });
    const allowance = (userId: number, amountKobo: number) =>
      opsCall(ctx.app, operator, 'PUT', `/companies/${company.id}/members/${userId}/allowance`, {
        amount_kobo: amountKobo,
        period: 'month',
      });
    expect((await allowance(outsider.id, 100_000)).statusCode).toBe(404);
    const set = await allowance(ada.id, 1_000_000);
    expect(set.json()).toMatchObject({
      user_id: ada.id,
      allowance_kobo: 1_000_000,
      allowance_period: 'month',
    });

    const member = { ...ada, corporateId: company.id };
    const pay = (amountKobo: number) =>
      db().transaction((tx) => ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo }));
    clock.set(new Date('2026-10-31T23:30:00Z')); // 1 November, 00:30 in Lagos
    await pay(100_000);
    clock.set(new Date('2026-11-25T06:00:00Z'));
    const paid = await pay(200_000);
    await db().transaction((tx) =>
      ledger.refund(tx, { debitTransactionId: paid.transactionId, amountKobo: 50_000 }),
    );
    const spending = await opsCall(ctx.app, operator, 'GET', `/companies/${company.id}/spending`);
    expect(spending.json()).toEqual({
      data: [
        expect.objectContaining({ month: '2026-11', user_id: ada.id, bookings: 2, spent_kobo: 250_000 }),
      ],
      meta: { page: 1, limit: 20, total: 1 },
    });
    const members = await opsCall(ctx.app, operator, 'GET', `/companies/${company.id}/members`);
    expect(members.json().data[0]).toMatchObject({
      allowance_spent_kobo: 250_000,
      allowance_left_kobo: 750_000,
    });
  });

  it('is for operators and admins only', async () => {
    const company = await newCompany();
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createRider(db(), { role });
      const headers = await riderHeader(ctx.app, user);
      for (const [method, url] of [
        ['GET', '/v1/ops/companies'],
        ['POST', '/v1/ops/companies'],
        ['GET', `/v1/ops/companies/${company.id}/spending`],
        ['POST', `/v1/ops/companies/${company.id}/fundings`],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers, payload: {} });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/ops/companies' });
    expect(anonymous.statusCode).toBe(401);
  });
});
