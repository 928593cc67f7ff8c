import { eq, ledgerEntries, ledgerTransactions } from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from './ledger-audit.ts';

const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

const adjust = (userId: number, body: object, key?: string) =>
  opsCall(
    ctx.app,
    operator,
    'POST',
    `/users/${userId}/wallet-adjustments`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

describe('riders', () => {
  it('finds riders by name, email or phone, with their balance, a page at a time', async () => {
    const rider = await createRider(db(), { balanceKobo: 123_400, fname: 'Chiamaka' });
    const byName = await opsCall(ctx.app, operator, 'GET', '/users?q=chiamaka%20okafor');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toContainEqual(
      expect.objectContaining({ id: rider.id, fname: 'Chiamaka', role: 'rider', balance_kobo: 123_400 }),
    );
    const byEmail = await opsCall(
      ctx.app,
      operator,
      'GET',
      `/users?q=${encodeURIComponent(rider.email.toUpperCase())}`,
    );
    expect(byEmail.json().data.map((user: { id: number }) => user.id)).toEqual([rider.id]);
    const byPhone = await opsCall(ctx.app, operator, 'GET', '/users?q=0803%20123&limit=1');
    expect(byPhone.json().data).toHaveLength(1);
    expect(byPhone.json().meta.total).toBeGreaterThan(1);
    const wildcard = await opsCall(ctx.app, operator, 'GET', '/users?q=%25');
    expect(wildcard.json().data).toEqual([]);
    const one = await opsCall(ctx.app, operator, 'GET', `/users/${rider.id}`);
    expect(one.json()).toMatchObject({
      id: rider.id,
      verified: false,
      corporate: null,
      balance_kobo: 123_400,
    });
    // The rider's bookings and ledger are the rider's own calls, open to staff.
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/wallet`,
      headers: operator.headers,
    });
    expect(wallet.statusCode).toBe(200);
  });

  it('credits goodwill and debits corrections once per key, never below zero, with one audit row each', async () => {
    const rider = await createRider(db(), { balanceKobo: 50_000 });
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);
    const credit = await adjust(
      rider.id,
      { amount_kobo: 20_000, reason: 'Bus was 40 minutes late' },
      'adj-1',
    );
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({
      kind: 'goodwill',
      amount_kobo: 20_000,
      balance_after_kobo: 70_000,
    });
    const replay = await adjust(
      rider.id,
      { amount_kobo: 20_000, reason: 'Bus was 40 minutes late' },
      'adj-1',
    );
    expect(replay.json()).toEqual(credit.json());
    const reused = await adjust(rider.id, { amount_kobo: 30_000, reason: 'Another' }, 'adj-1');
    expect(reused.statusCode).toBe(422);

    const debit = await adjust(
      rider.id,
      { amount_kobo: -70_000, reason: 'Duplicate bank transfer credited' },
      'adj-2',
    );
    expect(debit.json()).toMatchObject({ kind: 'correction', balance_after_kobo: 0 });
    const overdraw = await adjust(rider.id, { amount_kobo: -1, reason: 'One kobo too many' }, 'adj-3');
    expect(overdraw.statusCode).toBe(402);
    expect(overdraw.json().message).toMatch(/cannot take it below zero/);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 2);

    const [transaction] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, credit.json().transaction_id));
    expect(transaction).toMatchObject({
      kind: 'adjustment',
      createdBy: operator.user.id,
      memo: 'Bus was 40 minutes late',
    });
    const entries = await db()
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amountKobo })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, debit.json().transaction_id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { account: 'rider_wallet', amount: -70_000 },
        { account: 'corrections', amount: 70_000 },
      ]),
    );
  });

  it('two debits at once never overdraw the wallet', async () => {
    const rider = await createRider(db(), { balanceKobo: 10_000 });
    const answers = await Promise.all(
      [1, 2, 3].map((index) =>
        adjust(rider.id, { amount_kobo: -6_000, reason: 'Correction' }, `race-${rider.id}-${index}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402, 402]);
  });

  it('refuses a missing key, a zero or fractional amount and an empty reason, writing nothing', async () => {
    const rider = await createRider(db(), { balanceKobo: 10_000 });
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);
    expect((await adjust(rider.id, { amount_kobo: 100, reason: 'No key' })).statusCode).toBe(400);
    for (const body of [
      { amount_kobo: 0, reason: 'Zero' },
      { amount_kobo: 10.5, reason: 'Half' },
      { amount_kobo: '500', reason: 'Text' },
      { amount_kobo: 100, reason: '' },
      { amount_kobo: 2 ** 63, reason: 'Huge' },
      { amount_kobo: 100 },
    ]) {
      expect((await adjust(rider.id, body, `bad-${JSON.stringify(body)}`)).statusCode).toBe(400);
    }
    expect((await adjust(999_999, { amount_kobo: 100, reason: 'Nobody' }, 'nobody')).statusCode).toBe(404);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore);
  });

  it('answers 403 to a rider who tries to adjust their own wallet', async () => {
    const rider = await createRider(db());
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/v1/ops/users/${rider.id}/wallet-adjustments`,
      headers: { ...(await riderHeader(ctx.app, rider)), 'idempotency-key': 'mine' },
      payload: { amount_kobo: 1_000_000, reason: 'Free money' },
    });
    expect(answer.statusCode).toBe(403);
  });
});
