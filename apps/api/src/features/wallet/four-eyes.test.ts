import { and, eq, ledgerTransactions, users, walletAdjustments } from '@shuttle/db';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { multipartFile } from '../../../test/dashboard-factories.ts';
import {
  auditRowsBy,
  createOperator,
  lastAuditBy,
  opsCall,
  type Staff,
} from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from './ledger-audit.ts';

/**
 * Four eyes on money and staff who cannot touch admins (docs/decisions/235 and 236), with the
 * default thresholds: N50,000 for one adjustment, N200,000 a Lagos day for an operator.
 */
const clock = new ManualClock(new Date('2026-11-25T09:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

let operator: Staff;
let admin: Staff;
let secondAdmin: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
  admin = await createOperator(ctx.app, 'admin');
  secondAdmin = await createOperator(ctx.app, 'admin');
});
afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

let keys = 0;
const adjust = (staff: Staff, userId: number, amountKobo: number, key = `four-eyes-${++keys}`) =>
  opsCall(
    ctx.app,
    staff,
    'POST',
    `/users/${userId}/wallet-adjustments`,
    { amount_kobo: amountKobo, reason: 'Refund for a cancelled charter' },
    { 'idempotency-key': key },
  );
const decide = (staff: Staff, id: number, decision: 'approve' | 'reject', body?: object) =>
  opsCall(ctx.app, staff, 'POST', `/wallet-adjustments/${id}/${decision}`, body);
const balanceOf = async (userId: number) =>
  (await opsCall(ctx.app, secondAdmin, 'GET', `/users/${userId}`)).json().balance_kobo as number;
const adjustmentsInLedger = (userId: number) =>
  db()
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, 'adjustment')));

describe('wallet adjustments with four eyes', () => {
  it('refuses every member of staff their own wallet, writing nothing', async () => {
    for (const staff of [operator, admin]) {
      const audits = await auditRowsBy(ctx.app, staff.user.id);
      const own = await adjust(staff, staff.user.id, 1_000);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe('You cannot adjust your own wallet; ask another member of staff.');
      expect(await auditRowsBy(ctx.app, staff.user.id)).toBe(audits);
    }
    const rows = await db()
      .select()
      .from(walletAdjustments)
      .where(eq(walletAdjustments.userId, operator.user.id));
    expect(rows).toEqual([]);
  });

  it('keeps a large one pending with the balance untouched until another admin applies it exactly once', async () => {
    const rider = await createRider(db(), { balanceKobo: 10_000 });
    const key = `large-${rider.id}`;
    const asked = await adjust(admin, rider.id, 5_000_001, key);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ id: expect.any(Number), status: 'pending' });
    const { id } = asked.json();
    expect((await adjust(admin, rider.id, 5_000_001, key)).json()).toEqual(asked.json());
    expect(await balanceOf(rider.id)).toBe(10_000);
    expect(await adjustmentsInLedger(rider.id)).toEqual([]);

    const queue = await opsCall(ctx.app, operator, 'GET', '/wallet-adjustments?status=pending');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({
        id,
        status: 'pending',
        amount_kobo: 5_000_001,
        user: expect.objectContaining({ id: rider.id, email: rider.email }),
        created_by: expect.objectContaining({ id: admin.user.id }),
        decided_by: null,
        transaction_id: null,
      }),
    );

    const byCreator = await decide(admin, id, 'approve');
    expect(byCreator.statusCode).toBe(403);
    expect(byCreator.json().message).toMatch(/another admin must approve/);
    expect((await decide(operator, id, 'approve')).statusCode).toBe(403);
    expect((await decide(operator, id, 'reject', { reason: 'No' })).statusCode).toBe(403);
    const riderCall = await ctx.app.inject({
      method: 'POST',
      url: `/v1/ops/wallet-adjustments/${id}/approve`,
      headers: await riderHeader(ctx.app, rider),
    });
    expect(riderCall.statusCode).toBe(403);
    expect(await balanceOf(rider.id)).toBe(10_000);

    const audits = await auditRowsBy(ctx.app, secondAdmin.user.id);
    const approvals = await Promise.all([
      decide(secondAdmin, id, 'approve'),
      decide(secondAdmin, id, 'approve'),
    ]);
    expect(approvals.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = approvals.map((answer) => answer.json());
    expect(first).toMatchObject({
      id,
      status: 'applied',
      decided_by: { id: secondAdmin.user.id },
      transaction_id: expect.any(Number),
    });
    expect(second.transaction_id).toBe(first.transaction_id);
    expect(await balanceOf(rider.id)).toBe(5_010_001);
    expect(await adjustmentsInLedger(rider.id)).toHaveLength(1);
    expect(await auditRowsBy(ctx.app, secondAdmin.user.id)).toBe(audits + 1);
    expect((await decide(secondAdmin, id, 'reject', { reason: 'Too late' })).statusCode).toBe(409);
  });

  it('lets another admin reject one with a reason, moving no money', async () => {
    const rider = await createRider(db(), { balanceKobo: 7_000_000 });
    const asked = await adjust(operator, rider.id, -6_000_000);
    expect(asked.statusCode).toBe(202);
    const { id } = asked.json();
    expect((await decide(secondAdmin, id, 'reject', {})).statusCode).toBe(400);
    expect((await decide(secondAdmin, id, 'reject', { reason: '   ' })).statusCode).toBe(400);
    const rejected = await decide(secondAdmin, id, 'reject', { reason: 'The fare was already refunded' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reject_reason: 'The fare was already refunded',
      decided_by: { id: secondAdmin.user.id },
      transaction_id: null,
    });
    expect((await decide(admin, id, 'approve')).statusCode).toBe(409);
    expect(await balanceOf(rider.id)).toBe(7_000_000);
    expect(await adjustmentsInLedger(rider.id)).toEqual([]);
    const audit = await lastAuditBy(ctx.app, secondAdmin.user.id);
    expect(audit).toMatchObject({
      action: 'wallet.adjust.reject',
      entity: 'wallet_adjustment',
      entityId: String(id),
      after: { status: 'rejected', reject_reason: 'The fare was already refunded' },
    });
  });

  it("applies an operator's small ones at once up to the Lagos day's sum, then waits, and starts again the next day", async () => {
    const dayOperator = await createOperator(ctx.app);
    const rider = await createRider(db());
    for (const amount of [5_000_000, -5_000_000, 5_000_000]) {
      const applied = await adjust(dayOperator, rider.id, amount);
      expect(applied.statusCode).toBe(201);
      expect(applied.json()).toMatchObject({ amount_kobo: amount, transaction_id: expect.any(Number) });
    }
    // N150,000 applied: two of N50,000 at once, and only one of them still fits the N200,000.
    const [one, other] = await Promise.all([
      adjust(dayOperator, rider.id, 5_000_000),
      adjust(dayOperator, rider.id, 5_000_000),
    ]);
    expect([one?.statusCode, other?.statusCode].sort()).toEqual([201, 202]);
    expect(await balanceOf(rider.id)).toBe(10_000_000);
    const pastTheSum = await adjust(dayOperator, rider.id, 1);
    expect(pastTheSum.statusCode).toBe(202);
    const byAdmin = await adjust(admin, rider.id, 5_000_000);
    expect(byAdmin.statusCode).toBe(201);

    const rows = await db()
      .select()
      .from(walletAdjustments)
      .where(eq(walletAdjustments.createdBy, dayOperator.user.id));
    expect(rows.map((row) => row.status).sort()).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
      'pending',
      'pending',
    ]);

    // Midnight in Lagos is 23:00 UTC.
    clock.set(new Date('2026-11-25T23:00:00Z'));
    const nextDay = await adjust(dayOperator, rider.id, 5_000_000);
    expect(nextDay.statusCode).toBe(201);
  });
});

describe('staff editing profiles', () => {
  const editProfile = async (staff: Staff, userId: number, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/v1/users/${userId}`, headers: staff.headers, payload });
  const replaceAvatar = async (staff: Staff, userId: number) => {
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 11, g: 93, b: 59 } },
    })
      .png()
      .toBuffer();
    const body = multipartFile(picture);
    return ctx.app.inject({
      method: 'PATCH',
      url: `/v1/user/avatar/${userId}`,
      headers: { ...staff.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("refuses an operator's new avatar for an admin, and audits one for a rider", async () => {
    const audits = await auditRowsBy(ctx.app, operator.user.id);
    expect((await replaceAvatar(operator, admin.user.id)).statusCode).toBe(403);
    const [kept] = await db().select().from(users).where(eq(users.id, admin.user.id));
    expect(kept?.avatar).toBe(admin.user.avatar);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(audits);

    const rider = await createRider(db());
    const replaced = await replaceAvatar(operator, rider.id);
    expect(replaced.statusCode).toBe(200);
    const audit = await lastAuditBy(ctx.app, operator.user.id);
    expect(audit).toMatchObject({
      action: 'user.update_avatar',
      entityId: String(rider.id),
      before: { avatar: null },
      after: { avatar: replaced.json().avatar },
    });
  });

  it("refuses an operator's edit of an admin or another operator, leaving them as they were", async () => {
    const otherOperator = await createOperator(ctx.app);
    const audits = await auditRowsBy(ctx.app, operator.user.id);
    for (const staff of [admin, otherOperator]) {
      const refused = await editProfile(operator, staff.user.id, { fname: 'Renamed', phone: '08099999999' });
      expect(refused.statusCode).toBe(403);
      const [kept] = await db().select().from(users).where(eq(users.id, staff.user.id));
      expect(kept).toMatchObject({ fname: staff.user.fname, phone: staff.user.phone });
    }
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(audits);
    const byAdmin = await editProfile(admin, otherOperator.user.id, { lname: 'Bankole' });
    expect(byAdmin.statusCode).toBe(200);
  });

  it("audits an operator's edit of a rider with the fields it changed, before and after", async () => {
    const rider = await createRider(db(), { fname: 'Ada' });
    const edited = await editProfile(operator, rider.id, {
      fname: 'Adaeze',
      lname: rider.lname,
      phone: '08031112222',
    });
    expect(edited.statusCode).toBe(200);
    const audit = await lastAuditBy(ctx.app, operator.user.id);
    expect(audit).toMatchObject({
      action: 'user.update_profile',
      entity: 'user',
      entityId: String(rider.id),
      before: { fname: 'Ada', phone: rider.phone },
      after: { fname: 'Adaeze', phone: '08031112222' },
    });
    expect(Object.keys(audit?.after as object).sort()).toEqual(['fname', 'phone']);

    const audits = await auditRowsBy(ctx.app, rider.id);
    const ownEdit = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/users/${rider.id}`,
      headers: await riderHeader(ctx.app, rider),
      payload: { lname: 'Okafor-Bello' },
    });
    expect(ownEdit.statusCode).toBe(200);
    expect(await auditRowsBy(ctx.app, rider.id)).toBe(audits);
  });
});
