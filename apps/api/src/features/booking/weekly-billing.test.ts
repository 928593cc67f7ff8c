import {
  bookingWeeks,
  eq,
  ledgerTransactions,
  openPostgres,
  outboxEmails,
  sql,
  tripDays,
  wallets,
} from '@shuttle/db';
import { withDatabaseName } from '@shuttle/db/testing/test-database';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type BookableLine,
  createBookableLine,
  LINE_FARE_KOBO,
  riderHeader,
  subscriptionBody,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger, rows } from '../wallet/ledger-audit.ts';
import { runWeeklyBilling } from './weekly-billing.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const MONDAY = '2026-11-30';
/** Week 2 starts on Monday 7 December: it is billed at 20:00 on Sunday 6 December in Lagos. */
const WEEK_TWO_BILL_AT = new Date('2026-12-06T19:00:00Z');

let line: BookableLine;
beforeAll(async () => {
  line = await createBookableLine(db());
});
afterEach(async () => {
  expect(await auditLedger(db())).toEqual([]);
});

const balanceOf = async (rider: FundedRider) => {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, rider.walletId));
  return row?.balance;
};

async function subscribe(rider: FundedRider, onLine: BookableLine = line) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers: await riderHeader(ctx.app, rider),
    payload: subscriptionBody(onLine, MONDAY, { days: [2, 4], weeks: 2, withReturn: false }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const weeksOf = (bookingId: number) =>
  db()
    .select()
    .from(bookingWeeks)
    .where(eq(bookingWeeks.bookingId, bookingId))
    .orderBy(bookingWeeks.weekNumber);

const deps = () => ({ db: db(), clock, config: ctx.config });
const billingParts = () => ctx.app.services.weeklyBilling;

describe('runWeeklyBilling', () => {
  it('bills a later week once, the evening before its first ride, however often it runs', async () => {
    const rider = await createRider(db(), { balanceKobo: 1_000_000 });
    const booking = await subscribe(rider);
    expect(await balanceOf(rider)).toBe(1_000_000 - 2 * LINE_FARE_KOBO);

    const early = await runWeeklyBilling(deps(), new Date(WEEK_TWO_BILL_AT.getTime() - 1000), billingParts());
    expect(early).toEqual({ charged: 0, unpaid: 0, empty: 0 });

    const first = await runWeeklyBilling(deps(), WEEK_TWO_BILL_AT, billingParts());
    const second = await runWeeklyBilling(
      deps(),
      new Date(WEEK_TWO_BILL_AT.getTime() + 3600_000),
      billingParts(),
    );
    expect(first.charged).toBeGreaterThanOrEqual(1);
    expect(second).toEqual({ charged: 0, unpaid: 0, empty: 0 });
    expect(await balanceOf(rider)).toBe(1_000_000 - 4 * LINE_FARE_KOBO);
    const weeks = await weeksOf(booking.id);
    expect(weeks.map((week) => [week.weekNumber, week.status, week.amountKobo])).toEqual([
      [1, 'paid', 2 * LINE_FARE_KOBO],
      [2, 'paid', 2 * LINE_FARE_KOBO],
    ]);
    const debits = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.bookingId, booking.id));
    expect(debits.map((debit) => debit.title).sort()).toEqual([
      `Booking #${booking.id}, week 1`,
      `Booking #${booking.id}, week 2`,
    ]);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, rider.email));
    expect(mails.map((mail) => mail.subject)).toContain(`Booking #${booking.id}: week 2 paid`);
  });

  it('cancels a week the wallet cannot cover: rides cancelled, seats released, rider told', async () => {
    const rider = await createRider(db(), { balanceKobo: 2 * LINE_FARE_KOBO + 50_000 });
    const ownLine = await createBookableLine(db());
    const booking = await subscribe(rider, ownLine);
    const run = await runWeeklyBilling(deps(), WEEK_TWO_BILL_AT, billingParts());
    expect(run.unpaid).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(rider)).toBe(50_000);
    const weeks = await weeksOf(booking.id);
    expect(weeks.map((week) => week.status)).toEqual(['paid', 'unpaid']);
    const [run7] = await db()
      .select()
      .from(tripDays)
      .where(sql`${tripDays.itineraryId} = ${ownLine.itineraryId} AND ${tripDays.tripDate} = '2026-12-07'`);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/routes/${booking.id}`,
      headers: await riderHeader(ctx.app, rider),
    });
    const rides = detail.json().rides as { trip_date: string; status: string }[];
    expect(rides.map((ride) => [ride.trip_date, ride.status])).toEqual([
      ['2026-11-30', 'booked'],
      ['2026-12-02', 'booked'],
      ['2026-12-07', 'cancelled'],
      ['2026-12-09', 'cancelled'],
    ]);
    expect(run7?.seatsBooked).toBe(0);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, rider.email));
    const notice = mails.find((mail) => mail.subject === `Booking #${booking.id}: week 2 cancelled`);
    expect(notice?.textBody).toContain('Your wallet balance is not enough');
  });

  it('a cancellation racing the bill of its week is never charged without its refund', async () => {
    // Sunday 6 December, 21:00 in Lagos: week 2 is due and its rides can still be cancelled.
    const sundayEvening = new Date('2026-12-06T20:00:00Z');
    for (let trial = 0; trial < 5; trial++) {
      const rider = await createRider(db(), { balanceKobo: 1_000_000 });
      const ownLine = await createBookableLine(db());
      const booking = await subscribe(rider, ownLine);
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/v1/users/${rider.id}/routes/${booking.id}`,
        headers: await riderHeader(ctx.app, rider),
      });
      const weekTwoRide = (detail.json().rides as { id: number; trip_date: string }[]).find(
        (ride) => ride.trip_date === '2026-12-07',
      );
      const headers = await riderHeader(ctx.app, rider);
      clock.set(sundayEvening);
      try {
        const [cancelled] = await Promise.all([
          ctx.app.inject({
            method: 'POST',
            url: `/v1/users/${rider.id}/routes/${booking.id}/cancel`,
            headers,
            payload: { ride_ids: [weekTwoRide?.id] },
          }),
          runWeeklyBilling(deps(), sundayEvening, billingParts()),
        ]);
        expect(cancelled.statusCode).toBe(200);
        await runWeeklyBilling(deps(), sundayEvening, billingParts());
      } finally {
        clock.set(new Date('2026-11-25T06:00:00Z'));
      }
      // Week 1 (two rides) and the one ride of week 2 that was kept.
      expect(await balanceOf(rider)).toBe(1_000_000 - 3 * LINE_FARE_KOBO);
    }
  });

  it('charges once when two processes bill at the same time on two database handles', async () => {
    const riders = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createRider(db(), { balanceKobo: 1_000_000 })),
    );
    for (const rider of riders) await subscribe(rider);
    const target = inject('testDatabase');
    let secondDb = db();
    let closeSecond: () => Promise<void> = async () => undefined;
    if (target.kind === 'postgres') {
      const [row] = await rows(db(), sql`SELECT current_database() AS name`);
      const handle = openPostgres(withDatabaseName(target.source, String(row?.name)), 5);
      secondDb = handle.db;
      closeSecond = () => handle.close();
    }
    try {
      const runs = await Promise.all([
        runWeeklyBilling(deps(), WEEK_TWO_BILL_AT, billingParts()),
        runWeeklyBilling({ ...deps(), db: secondDb }, WEEK_TWO_BILL_AT, billingParts()),
        runWeeklyBilling(deps(), WEEK_TWO_BILL_AT, billingParts()),
      ]);
      expect(runs.reduce((total, run) => total + run.charged, 0)).toBe(riders.length);
    } finally {
      await closeSecond();
    }
    for (const rider of riders) expect(await balanceOf(rider)).toBe(1_000_000 - 4 * LINE_FARE_KOBO);
  });
});
