import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider as createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { allowancePeriodStart } from './allowance-period.ts';
import { LedgerService } from './ledger.service.ts';
import { auditLedger } from './ledger-audit.ts';

// Sessions made by authHeader expire an hour from real time, so the clock starts at real time.
const clock = new ManualClock(new Date());
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const ledger = new LedgerService(clock);
const BUSINESS_PILOT = 1;

async function operator() {
  const user = await createUser(db(), { role: 'operator' });
  return authHeader(ctx.app, user);
}

async function fund(headers: { authorization: string }, amountKobo: number, key: string = randomUUID()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/ops/companies/${BUSINESS_PILOT}/fundings`,
    headers: { ...headers, 'idempotency-key': key },
    payload: { amount_kobo: amountKobo, memo: 'Transfer from the company account' },
  });
}

async function setAllowance(
  headers: { authorization: string },
  userId: number,
  amountKobo: number,
  period: string,
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/v1/ops/companies/${BUSINESS_PILOT}/members/${userId}/allowance`,
    headers,
    payload: { amount_kobo: amountKobo, period },
  });
}

describe('company wallets', () => {
  it('operators fund a company wallet once per Idempotency-Key; riders get 403', async () => {
    const staff = await operator();
    const first = await fund(staff, 10_000_000, 'deposit-001');
    expect(first.statusCode).toBe(201);
    const replay = await fund(staff, 10_000_000, 'deposit-001');
    expect(replay.json()).toEqual(first.json());
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ops/companies/${BUSINESS_PILOT}`,
      headers: staff,
    });
    expect(view.json()).toMatchObject({ id: 1, balance_kobo: 10_000_000 });

    const rider = await createRider(db());
    const riderHeaders = await authHeader(ctx.app, rider);
    expect((await fund(riderHeaders, 1_000)).statusCode).toBe(403);
    expect((await setAllowance(riderHeaders, rider.id, 1_000, 'week')).statusCode).toBe(403);
    expect(await auditLedger(db())).toEqual([]);
  });

  it('members spend within their weekly allowance; over it or over the balance is 402', async () => {
    const staff = await operator();
    const member = await createRider(db(), { corporateId: BUSINESS_PILOT });
    await fund(staff, 2_000_000);
    // A member who joined without an allowance has 0.
    const refused = db().transaction((tx) =>
      ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo: 70_000 }),
    );
    await expect(refused).rejects.toMatchObject({
      code: 'ALLOWANCE_EXCEEDED',
      status: 402,
      message: 'This is over your company allowance: ₦0.00 left this week.',
    });

    const set = await setAllowance(staff, member.id, 150_000, 'week');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      user_id: member.id,
      allowance_kobo: 150_000,
      allowance_left_kobo: 150_000,
    });
    const paid = await db().transaction((tx) =>
      ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo: 100_000, bookingId: 7 }),
    );
    expect(paid.source).toBe('Company');
    const over = db().transaction((tx) =>
      ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo: 60_000 }),
    );
    await expect(over).rejects.toMatchObject({
      code: 'ALLOWANCE_EXCEEDED',
      message: 'This is over your company allowance: ₦500.00 left this week.',
    });

    // The member's wallet page shows the company balance and what is left this week.
    const headers = await authHeader(ctx.app, member);
    const wallet = await ctx.app.inject({ method: 'GET', url: `/v1/users/${member.id}/wallet`, headers });
    expect(wallet.json().company_wallet).toMatchObject({
      corporate_name: 'Shuttle Business Pilot',
      allowance_kobo: 150_000,
      allowance_spent_kobo: 100_000,
      allowance_left_kobo: 50_000,
    });
    expect(wallet.json().wallet.balance_kobo).toBe(0);

    // A refund gives the allowance back, to the company wallet it came from.
    const refund = await db().transaction((tx) =>
      ledger.refund(tx, { debitTransactionId: paid.transactionId, amountKobo: 100_000 }),
    );
    expect(refund).toMatchObject({ source: 'Company', walletId: paid.walletId });
    expect((await ledger.allowanceStatus(db(), member)).leftKobo).toBe(150_000);
    expect(await auditLedger(db())).toEqual([]);
  });

  it('starts a new allowance on Monday in Lagos', async () => {
    const staff = await operator();
    const member = await createRider(db(), { corporateId: BUSINESS_PILOT });
    await fund(staff, 1_000_000);
    await setAllowance(staff, member.id, 70_000, 'week');
    await db().transaction((tx) =>
      ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo: 70_000 }),
    );
    expect((await ledger.allowanceStatus(db(), member)).leftKobo).toBe(0);
    const startedAt = clock.now();
    const nextMonday = new Date(allowancePeriodStart('week', startedAt).getTime() + 7 * 24 * 3600_000);
    // Sunday 23:59 in Lagos is still the same week; Monday 00:00 starts the next.
    clock.set(new Date(nextMonday.getTime() - 60_000));
    expect((await ledger.allowanceStatus(db(), member)).leftKobo).toBe(0);
    clock.set(nextMonday);
    expect((await ledger.allowanceStatus(db(), member)).leftKobo).toBe(70_000);
    clock.set(startedAt);
  });

  it('refuses a company payment the company wallet cannot cover', async () => {
    const staff = await operator();
    const member = await createRider(db(), { corporateId: 2 });
    await ctx.app.inject({
      method: 'PUT',
      url: `/v1/ops/companies/2/members/${member.id}/allowance`,
      headers: staff,
      payload: { amount_kobo: 100_000_000, period: 'month' },
    });
    const attempt = db().transaction((tx) =>
      ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo: 99_000_000 }),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'The company wallet does not have enough money for this.',
    });
  });

  it('refuses Company for a rider without a company, and allowances for non-members', async () => {
    const staff = await operator();
    const loner = await createRider(db(), { balanceKobo: 100_000 });
    const attempt = db().transaction((tx) =>
      ledger.debitForBooking(tx, { source: 'Company', user: loner, amountKobo: 10_000 }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'ALLOWANCE_EXCEEDED', status: 402 });
    expect((await setAllowance(staff, loner.id, 1_000, 'week')).statusCode).toBe(404);
  });

  it('lets concurrent bookings of one member spend the allowance only once', async () => {
    const staff = await operator();
    const member = await createRider(db(), { corporateId: BUSINESS_PILOT });
    await fund(staff, 5_000_000);
    await setAllowance(staff, member.id, 50_000, 'month');
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db().transaction((tx) =>
          ledger.debitForBooking(tx, { source: 'Company', user: member, amountKobo: 10_000 }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect((await ledger.allowanceStatus(db(), member)).leftKobo).toBe(0);
    expect(await auditLedger(db())).toEqual([]);
  });
});
