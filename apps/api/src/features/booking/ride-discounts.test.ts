import {
  corporateAllowances,
  eq,
  inArray,
  ledgerEntries,
  ledgerTransactions,
  promoRedemptions,
  wallets,
} from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  returnBody,
  riderHeader,
  subscriptionBody,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider, fundCompanyWallet } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { PROMOTION_CHECKS } from '../promotions/promotion-audit.ts';
import { auditLedger, LEDGER_CHECKS } from '../wallet/ledger-audit.ts';
import './booking-audit.ts';
import { runWeeklyBilling } from './weekly-billing.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const MONDAY = '2026-11-30';
const TUESDAY = '2026-12-01';
const WEDNESDAY = '2026-12-02';
/** Week 2 of a subscription from MONDAY is billed at 20:00 on Sunday 6 December in Lagos. */
const WEEK_TWO_BILL_AT = new Date('2026-12-06T19:00:00Z');
const WEEK_THREE_BILL_AT = new Date('2026-12-13T19:00:00Z');

/** RIDE10: 10% off the next 5 rides; the line's fare is N1,000. */
const DISCOUNT_KOBO = LINE_FARE_KOBO / 10;
const DISCOUNTED_KOBO = LINE_FARE_KOBO - DISCOUNT_KOBO;

let line: BookableLine;
beforeAll(async () => {
  line = await createBookableLine(db());
});
afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  expect(await auditLedger(db(), [...LEDGER_CHECKS, ...PROMOTION_CHECKS])).toEqual([]);
});

interface Rider {
  user: FundedRider;
  headers: { authorization: string };
}

async function riderWithRide10(options: Parameters<typeof createRider>[1] = {}): Promise<Rider> {
  const user = await createRider(db(), { balanceKobo: 2_000_000, ...options });
  const headers = await riderHeader(ctx.app, user);
  const redeemed = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${user.id}/promo-codes`,
    headers,
    payload: { code: 'RIDE10' },
  });
  expect(redeemed.statusCode, redeemed.body).toBe(201);
  return { user, headers };
}

const post = (who: Rider, path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/v1/users/${who.user.id}${path}`, headers: who.headers, payload });

async function book(who: Rider, body: object) {
  const response = await post(who, '/routes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function ridesLeft(who: Rider): Promise<number | null> {
  const listed = await ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${who.user.id}/promo-codes`,
    headers: who.headers,
  });
  return listed.json().data[0].rides_left;
}

async function balanceOf(who: Rider) {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, who.user.walletId));
  return row?.balance;
}

/** The entries of a booking's ledger transactions of one kind, as account and amount. */
async function entriesOf(bookingId: number, kind: 'booking' | 'refund') {
  const transactions = await db()
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.bookingId, bookingId));
  const entries = await db()
    .select({
      kind: ledgerTransactions.kind,
      account: ledgerEntries.account,
      amountKobo: ledgerEntries.amountKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      inArray(
        ledgerEntries.transactionId,
        transactions.map((row) => row.id),
      ),
    )
    .orderBy(ledgerEntries.id);
  return entries
    .filter((entry) => entry.kind === kind)
    .map((entry) => [entry.account, entry.amountKobo])
    .sort();
}

describe('RIDE10 in the quote and the booking', () => {
  it('prices a one-way ride at 90% in the quote and charges 90% at booking, using one ride', async () => {
    const who = await riderWithRide10();
    const quoted = await post(who, '/routes/quote', oneWayBody(line, THURSDAY));
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      total_kobo: DISCOUNTED_KOBO,
      due_now_kobo: DISCOUNTED_KOBO,
      discount_kobo: DISCOUNT_KOBO,
      rides: [
        {
          fare_kobo: LINE_FARE_KOBO,
          discount_kobo: DISCOUNT_KOBO,
          promo_code: 'RIDE10',
          amount_kobo: DISCOUNTED_KOBO,
        },
      ],
    });
    expect(await ridesLeft(who)).toBe(5);

    const booking = await book(who, oneWayBody(line, THURSDAY));
    expect(booking).toMatchObject({
      total_kobo: DISCOUNTED_KOBO,
      paid_kobo: DISCOUNTED_KOBO,
      discount_kobo: DISCOUNT_KOBO,
      rides: [{ discount_kobo: DISCOUNT_KOBO, promo_code: 'RIDE10', amount_kobo: DISCOUNTED_KOBO }],
    });
    expect(await balanceOf(who)).toBe(2_000_000 - DISCOUNTED_KOBO);
    expect(await ridesLeft(who)).toBe(4);
    // The promotions account pays the discount: fare revenue earns the whole fare.
    expect(await entriesOf(booking.id, 'booking')).toEqual(
      [
        ['fare_revenue', LINE_FARE_KOBO],
        ['promotions', -DISCOUNT_KOBO],
        ['rider_wallet', -DISCOUNTED_KOBO],
      ].sort(),
    );
  });

  it('takes two rides for a return booking and charges the sixth ride in full', async () => {
    const who = await riderWithRide10();
    await book(who, oneWayBody(line, THURSDAY));
    const back = await book(who, returnBody(line, FRIDAY, FRIDAY));
    expect(back.rides.map((ride: { discount_kobo: number }) => ride.discount_kobo)).toEqual([
      DISCOUNT_KOBO,
      DISCOUNT_KOBO,
    ]);
    expect(back.paid_kobo).toBe(2 * DISCOUNTED_KOBO);
    expect(await ridesLeft(who)).toBe(2);
    await book(who, oneWayBody(line, MONDAY));
    await book(who, oneWayBody(line, TUESDAY));
    expect(await ridesLeft(who)).toBe(0);

    const quoted = (await post(who, '/routes/quote', oneWayBody(line, WEDNESDAY))).json();
    expect(quoted).toMatchObject({ total_kobo: LINE_FARE_KOBO, discount_kobo: 0 });
    expect(quoted.rides[0]).toMatchObject({ discount_kobo: 0, promo_code: null });
    const sixth = await book(who, oneWayBody(line, WEDNESDAY));
    expect(sixth).toMatchObject({ paid_kobo: LINE_FARE_KOBO, discount_kobo: 0 });
    expect(await entriesOf(sixth.id, 'booking')).toEqual(
      [
        ['fare_revenue', LINE_FARE_KOBO],
        ['rider_wallet', -LINE_FARE_KOBO],
      ].sort(),
    );
    expect(await balanceOf(who)).toBe(2_000_000 - 5 * DISCOUNTED_KOBO - LINE_FARE_KOBO);
  });

  it('discounts every seat of a ride for one ride of the grant', async () => {
    const who = await riderWithRide10();
    const booking = await book(who, oneWayBody(line, THURSDAY, { seats: 3 }));
    expect(booking).toMatchObject({ paid_kobo: 3 * DISCOUNTED_KOBO, discount_kobo: 3 * DISCOUNT_KOBO });
    expect(await ridesLeft(who)).toBe(4);
  });

  it('leaves a company-paid booking at full fare and the rides for the rider’s own', async () => {
    await fundCompanyWallet(db(), 1, 1_000_000);
    const who = await riderWithRide10({ corporateId: 1 });
    await db()
      .insert(corporateAllowances)
      .values({ userId: who.user.id, corporateId: 1, amountKobo: 500_000, period: 'week' });
    const body = oneWayBody(line, THURSDAY, { walletSource: 'Company' });
    const quoted = (await post(who, '/routes/quote', body)).json();
    expect(quoted).toMatchObject({ due_now_kobo: LINE_FARE_KOBO, discount_kobo: 0 });
    const booking = await book(who, body);
    expect(booking).toMatchObject({ paid_kobo: LINE_FARE_KOBO, discount_kobo: 0 });
    expect(await ridesLeft(who)).toBe(5);
  });

  it('gives the ride back when the booking is refused', async () => {
    const who = await riderWithRide10({ balanceKobo: 0 });
    const refused = await post(who, '/routes', oneWayBody(line, THURSDAY));
    expect(refused.statusCode).toBe(402);
    expect(await ridesLeft(who)).toBe(5);
  });
});

describe('cancelling a discounted ride', () => {
  it('refunds exactly what was paid, returns the discount to promotions and gives the ride back', async () => {
    const who = await riderWithRide10();
    const booking = await book(who, returnBody(line, THURSDAY, THURSDAY));
    expect(await ridesLeft(who)).toBe(3);
    const [outbound] = booking.rides;
    expect(outbound.refund_kobo).toBe(DISCOUNTED_KOBO);

    const cancelled = await post(who, `/routes/${booking.id}/cancel`, { ride_ids: [outbound.id] });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      refunded_kobo: DISCOUNTED_KOBO,
      booking: { refunded_kobo: DISCOUNTED_KOBO },
    });
    expect(await balanceOf(who)).toBe(2_000_000 - DISCOUNTED_KOBO);
    expect(await ridesLeft(who)).toBe(4);
    expect(await entriesOf(booking.id, 'refund')).toEqual(
      [
        ['promotions', DISCOUNT_KOBO],
        ['refunds', -LINE_FARE_KOBO],
        ['rider_wallet', DISCOUNTED_KOBO],
      ].sort(),
    );

    // The ride given back discounts the next booking.
    const next = await book(who, oneWayBody(line, FRIDAY));
    expect(next.discount_kobo).toBe(DISCOUNT_KOBO);
    expect(await ridesLeft(who)).toBe(3);
  });
});

describe('a subscription’s later weeks', () => {
  it('take the discount as they are billed, while rides are left', async () => {
    const who = await riderWithRide10();
    // Mondays and Wednesdays for three weeks: two rides a week.
    const body = subscriptionBody(line, MONDAY, { days: [2, 4], weeks: 3, withReturn: false });
    const quoted = (await post(who, '/routes/quote', body)).json();
    expect(quoted).toMatchObject({
      due_now_kobo: 2 * DISCOUNTED_KOBO,
      discount_kobo: 2 * DISCOUNT_KOBO,
      weeks: [
        { week: 1, amount_kobo: 2 * DISCOUNTED_KOBO },
        { week: 2, amount_kobo: 2 * LINE_FARE_KOBO },
        { week: 3, amount_kobo: 2 * LINE_FARE_KOBO },
      ],
    });
    const booking = await book(who, body);
    expect(booking).toMatchObject({ paid_kobo: 2 * DISCOUNTED_KOBO, discount_kobo: 2 * DISCOUNT_KOBO });
    expect(await ridesLeft(who)).toBe(3);

    clock.set(WEEK_TWO_BILL_AT);
    expect(
      await runWeeklyBilling(
        { db: db(), clock, config: ctx.config },
        clock.now(),
        ctx.app.services.weeklyBilling,
      ),
    ).toMatchObject({
      charged: 1,
    });
    expect(await ridesLeft(who)).toBe(1);
    expect(await balanceOf(who)).toBe(2_000_000 - 4 * DISCOUNTED_KOBO);

    // Cancelling a billed, discounted ride of week 2 gives its ride back for week 3.
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${who.user.id}/routes/${booking.id}`,
      headers: who.headers,
    });
    const weekTwo = read.json().rides.filter((ride: { week: number }) => ride.week === 2);
    expect(weekTwo.map((ride: { discount_kobo: number }) => ride.discount_kobo)).toEqual([
      DISCOUNT_KOBO,
      DISCOUNT_KOBO,
    ]);
    const cancelled = await post(who, `/routes/${booking.id}/cancel`, { ride_ids: [weekTwo[1].id] });
    expect(cancelled.json().refunded_kobo).toBe(DISCOUNTED_KOBO);
    expect(await ridesLeft(who)).toBe(2);

    clock.set(WEEK_THREE_BILL_AT);
    await runWeeklyBilling(
      { db: db(), clock, config: ctx.config },
      clock.now(),
      ctx.app.services.weeklyBilling,
    );
    expect(await ridesLeft(who)).toBe(0);
    const done = (
      await ctx.app.inject({
        method: 'GET',
        url: `/v1/users/${who.user.id}/routes/${booking.id}`,
        headers: who.headers,
      })
    ).json();
    expect(done).toMatchObject({
      paid_kobo: 6 * DISCOUNTED_KOBO,
      discount_kobo: 6 * DISCOUNT_KOBO,
      refunded_kobo: DISCOUNTED_KOBO,
      total_kobo: 6 * DISCOUNTED_KOBO,
    });
    expect(done.weeks.map((week: { amount_kobo: number }) => week.amount_kobo)).toEqual([
      2 * DISCOUNTED_KOBO,
      2 * DISCOUNTED_KOBO,
      2 * DISCOUNTED_KOBO,
    ]);
  });
});

describe('concurrent bookings of one rider', () => {
  /** On Postgres the bookings really overlap; PGlite runs one transaction at a time. */
  const TRIALS = process.env.TEST_DB_KIND === 'postgres' ? 10 : 2;
  const BOOKINGS = 8;

  it('never use more rides than the grant has left', async () => {
    const dates = [THURSDAY, FRIDAY, MONDAY, TUESDAY, WEDNESDAY];
    for (let trial = 0; trial < TRIALS; trial++) {
      const who = await riderWithRide10();
      const own = await createBookableLine(db());
      const answers = await Promise.all(
        Array.from({ length: BOOKINGS }, (_, index) =>
          post(who, '/routes', oneWayBody(own, dates[index % dates.length] ?? THURSDAY)),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(BOOKINGS).fill(201));
      const discounts = answers.map((answer) => answer.json().discount_kobo).sort((a, b) => a - b);
      expect(discounts).toEqual([0, 0, 0, ...Array(5).fill(DISCOUNT_KOBO)]);
      const [grant] = await db()
        .select({ used: promoRedemptions.ridesUsed })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.userId, who.user.id));
      expect(grant?.used).toBe(5);
      expect(await balanceOf(who)).toBe(2_000_000 - 5 * DISCOUNTED_KOBO - 3 * LINE_FARE_KOBO);
      expect(await auditLedger(db(), [...LEDGER_CHECKS, ...PROMOTION_CHECKS])).toEqual([]);
    }
  });
});
