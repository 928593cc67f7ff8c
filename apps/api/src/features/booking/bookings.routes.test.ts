import {
  bookingRides,
  bookings,
  corporateAllowances,
  count,
  eq,
  idempotencyKeys,
  outboxEmails,
  tripDays,
  wallets,
} from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  bookAs,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  returnBody,
  riderHeader,
  subscriptionBody,
} from '../../../test/booking-factories.ts';
import { createTripDay } from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider, fundCompanyWallet } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const MONDAY = '2026-11-30';

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
const countOf = async (table: typeof bookings | typeof bookingRides | typeof idempotencyKeys) => {
  const [row] = await db().select({ total: count() }).from(table);
  return row?.total ?? 0;
};
const seatsBooked = async (itineraryId: number, tripDate: string) => {
  const rows = await db().select().from(tripDays).where(eq(tripDays.itineraryId, itineraryId));
  return rows.find((row) => row.tripDate === tripDate)?.seatsBooked ?? 0;
};

const book = (rider: FundedRider, body: object, key?: string) => bookAs(ctx.app, rider, body, key);

describe('POST /v1/users/{userId}/routes', () => {
  it('books a one-way ride: one seat, one debit, a boarding code and a confirmation', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const response = await book(rider, oneWayBody(line, THURSDAY), 'one-way-1');
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      route_type: 'one-way',
      status: 'active',
      seats: 1,
      total_kobo: LINE_FARE_KOBO,
      paid_kobo: LINE_FARE_KOBO,
      walletSource: 'Personal',
      pickup: { id: line.stops[0] },
      destination: { id: line.stops[2] },
    });
    expect(booking.rides).toHaveLength(1);
    expect(booking.rides[0]).toMatchObject({
      leg: 'outbound',
      trip_date: THURSDAY,
      departure_time: '06:30',
      pickup_time: '06:30',
      arrival_time: '07:10',
      fare_kobo: LINE_FARE_KOBO,
      status: 'booked',
      paid: true,
      cancellable: true,
      refund_kobo: LINE_FARE_KOBO,
      cancellable_until: '2026-11-25T22:00:00.000Z',
    });
    expect(booking.rides[0].boarding_code).toMatch(/^[\w-]{22}$/);
    expect(await balanceOf(rider)).toBe(500_000 - LINE_FARE_KOBO);
    expect(await seatsBooked(line.itineraryId, THURSDAY)).toBe(1);
    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, rider.email));
    expect(mail?.subject).toBe(`Booking #${booking.id} confirmed`);
    expect(mail?.textBody).toContain('Thursday 26 November 2026, 06:30');
  });

  it('books several seats and luggage at the fare times the seats', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const response = await book(rider, oneWayBody(line, FRIDAY, { seats: 3, luggage_quantity: 2 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ seats: 3, luggage_quantity: 2, total_kobo: 3 * LINE_FARE_KOBO });
    expect(await balanceOf(rider)).toBe(500_000 - 3 * LINE_FARE_KOBO);
  });

  it('books a return: the reversed pair on its own departure on the return date', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const response = await book(rider, returnBody(line, THURSDAY, FRIDAY));
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.return_date).toBe(FRIDAY);
    expect(
      booking.rides.map((ride: { leg: string; trip_date: string }) => [ride.leg, ride.trip_date]),
    ).toEqual([
      ['outbound', THURSDAY],
      ['return', FRIDAY],
    ]);
    expect(booking.rides[1]).toMatchObject({
      pickup: { id: line.stops[2] },
      destination: { id: line.stops[0] },
      departure_time: '17:30',
    });
    expect(booking.total_kobo).toBe(2 * LINE_FARE_KOBO);
    expect(await balanceOf(rider)).toBe(500_000 - 2 * LINE_FARE_KOBO);
  });

  it('subscribes for two weeks on three days with return: twelve rides, the first week charged', async () => {
    const rider = await createRider(db(), { balanceKobo: 1_000_000 });
    // Monday, Wednesday and Friday from Monday 30 November.
    const response = await book(
      rider,
      subscriptionBody(line, MONDAY, { days: [2, 4, 6], weeks: 2, withReturn: true }),
    );
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.rides).toHaveLength(12);
    expect(booking.total_kobo).toBe(12 * LINE_FARE_KOBO);
    expect(booking.paid_kobo).toBe(6 * LINE_FARE_KOBO);
    expect(booking.weeks).toEqual([
      expect.objectContaining({
        week: 1,
        status: 'paid',
        first_ride_date: MONDAY,
        amount_kobo: 6 * LINE_FARE_KOBO,
      }),
      expect.objectContaining({
        week: 2,
        status: 'pending',
        first_ride_date: '2026-12-07',
        bill_at: '2026-12-06T19:00:00.000Z',
        amount_kobo: 6 * LINE_FARE_KOBO,
      }),
    ]);
    const dates = [...new Set(booking.rides.map((ride: { trip_date: string }) => ride.trip_date))];
    expect(dates).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
    ]);
    expect(booking.rides.filter((ride: { paid: boolean }) => ride.paid)).toHaveLength(6);
    expect(await balanceOf(rider)).toBe(1_000_000 - 6 * LINE_FARE_KOBO);
  });

  it('R2: a subscription with one full trip day fails with 409 naming it; nothing taken or charged', async () => {
    const fullLine = await createBookableLine(db(), { outbound: { capacity: 1 } });
    const first = await createRider(db(), { balanceKobo: 500_000 });
    expect((await book(first, oneWayBody(fullLine, '2026-12-09'))).statusCode).toBe(201);
    const rider = await createRider(db(), { balanceKobo: 1_000_000 });
    const before = await countOf(bookings);
    const response = await book(
      rider,
      subscriptionBody(fullLine, MONDAY, { days: [2, 4, 6], weeks: 2, withReturn: false }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'SEAT_UNAVAILABLE',
      message: `Sorry, the 06:30 ${fullLine.routeCode} (Test route ${fullLine.routeCode}) ride on Wednesday 9 December 2026 is full. Nothing was booked or charged.`,
    });
    expect(await countOf(bookings)).toBe(before);
    expect(await balanceOf(rider)).toBe(1_000_000);
    expect(await seatsBooked(fullLine.itineraryId, MONDAY)).toBe(0);
  });

  it('takes the seats with a conditional UPDATE: a run filled since the price check is still refused', async () => {
    const nearlyFull = await createBookableLine(db(), { outbound: { capacity: 2 } });
    const riders = await Promise.all([1, 2, 3].map(() => createRider(db(), { balanceKobo: 500_000 })));
    const answers = await Promise.all(riders.map((rider) => book(rider, oneWayBody(nearlyFull, THURSDAY))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
    expect(await seatsBooked(nearlyFull.itineraryId, THURSDAY)).toBe(2);
  });

  it.each([0, -1, 1.5, 1e9, null, '2'])('refuses seats %s with 400 and writes nothing', async (seats) => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const before = await Promise.all([countOf(bookings), countOf(bookingRides), countOf(idempotencyKeys)]);
    const response = await book(
      rider,
      { ...oneWayBody(line, THURSDAY), seats },
      `bad-seats-${String(seats)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await Promise.all([countOf(bookings), countOf(bookingRides), countOf(idempotencyKeys)])).toEqual(
      before,
    );
    expect(await balanceOf(rider)).toBe(500_000);
  });

  it.each([
    ['luggage 0', { luggage_quantity: 0 }],
    ['luggage 11', { luggage_quantity: 11 }],
    ['an unknown field', { promo: 'FREE' }],
    ['a return without its trip', { route_type: 'return' }],
    [
      'a subscription without days',
      { route_type: 'subscription', subscription_route_type: 'one-way', subscription_duration: '2' },
    ],
    [
      'a subscription of 5 weeks',
      {
        route_type: 'subscription',
        subscription_route_type: 'one-way',
        trip_days: [2],
        subscription_duration: 5,
      },
    ],
    [
      'a day 8',
      {
        route_type: 'subscription',
        subscription_route_type: 'one-way',
        trip_days: [8],
        subscription_duration: 1,
      },
    ],
  ])('refuses %s with 400', async (_name, extra) => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const response = await book(rider, { ...oneWayBody(line, THURSDAY), ...extra });
    expect(response.statusCode).toBe(400);
  });

  it('answers 402 when the wallet is short, and writes nothing', async () => {
    const rider = await createRider(db(), { balanceKobo: LINE_FARE_KOBO - 1 });
    const before = await countOf(bookings);
    const response = await book(rider, oneWayBody(line, THURSDAY));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Your wallet balance is not enough for this. Please fund your wallet.',
    });
    expect(await countOf(bookings)).toBe(before);
    expect(await balanceOf(rider)).toBe(LINE_FARE_KOBO - 1);
  });

  it('refuses a past date, a ride already gone today and a cancelled run with 409', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const past = await book(rider, oneWayBody(line, '2026-11-24'));
    expect(past.statusCode).toBe(409);
    expect(past.json()).toEqual({
      code: 'RIDE_UNAVAILABLE',
      message: 'The ride on Tuesday 24 November 2026 cannot be booked: That date has passed.',
    });
    // 06:30 today has left: it is 07:00.
    const departed = await book(rider, oneWayBody(line, '2026-11-25'));
    expect(departed.json()).toMatchObject({
      code: 'RIDE_UNAVAILABLE',
      message: expect.stringContaining('already left'),
    });
    const calledOff = await createBookableLine(db());
    await createTripDay(db(), calledOff.itineraryId, THURSDAY, { status: 'cancelled' });
    const cancelled = await book(rider, oneWayBody(calledOff, THURSDAY));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toContain('This ride has been cancelled.');
    expect(await balanceOf(rider)).toBe(500_000);
  });

  it('R4: one key and body 20 times at once, then 5 more: one booking, one debit, the same answer', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const headers = { ...(await riderHeader(ctx.app, rider)), 'idempotency-key': 'r4-same-key' };
    const send = (body: object) =>
      ctx.app.inject({ method: 'POST', url: `/v1/users/${rider.id}/routes`, headers, payload: body });
    const body = oneWayBody(line, FRIDAY);
    const first = await Promise.all(Array.from({ length: 20 }, () => send(body)));
    const later = [];
    for (let index = 0; index < 5; index++) later.push(await send(body));
    const answers = [...first, ...later];
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(24);
    expect(answers[24]?.json()).toEqual(answers[0]?.json());
    expect(await balanceOf(rider)).toBe(500_000 - LINE_FARE_KOBO);
    const other = await send(oneWayBody(line, THURSDAY));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it("answers 404 for another rider's user id", async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const other = await createRider(db());
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${other.id}/routes`,
      headers: await riderHeader(ctx.app, rider),
      payload: oneWayBody(line, THURSDAY),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('paying from the company wallet', () => {
  const companyBalance = async () => {
    const [row] = await db()
      .select({ balance: wallets.balanceKobo })
      .from(wallets)
      .where(eq(wallets.corporateId, 1));
    return row?.balance ?? 0;
  };

  it('debits the company wallet within the allowance, refuses beyond it, and refunds to it', async () => {
    await fundCompanyWallet(db(), 1, 1_000_000);
    const member = await createRider(db(), { corporateId: 1 });
    await db()
      .insert(corporateAllowances)
      .values({ userId: member.id, corporateId: 1, amountKobo: 150_000, period: 'week' });
    const before = await companyBalance();

    const booked = await book(member, oneWayBody(line, THURSDAY, { walletSource: 'Company' }));
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ walletSource: 'Company', paid_kobo: LINE_FARE_KOBO });
    expect(await companyBalance()).toBe(before - LINE_FARE_KOBO);
    expect(await balanceOf(member)).toBe(0);

    const over = await book(member, oneWayBody(line, FRIDAY, { walletSource: 'Company' }));
    expect(over.statusCode).toBe(402);
    expect(over.json()).toMatchObject({
      code: 'ALLOWANCE_EXCEEDED',
      message: expect.stringContaining('₦500.00 left'),
    });

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${member.id}/routes/${booked.json().id}/cancel`,
      headers: await riderHeader(ctx.app, member),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await companyBalance()).toBe(before);
  });

  it('refuses the company wallet to a rider who is not a member', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const response = await book(rider, oneWayBody(line, THURSDAY, { walletSource: 'Company' }));
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('You are not a member of a company with a wallet.');
    expect(await balanceOf(rider)).toBe(500_000);
  });
});

describe('POST /v1/users/{userId}/routes/quote', () => {
  it('prices every ride without booking anything', async () => {
    const rider = await createRider(db());
    const before = await countOf(bookings);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes/quote`,
      headers: await riderHeader(ctx.app, rider),
      payload: { ...subscriptionBody(line, MONDAY, { days: [2, 6], weeks: 3, withReturn: false }), seats: 2 },
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json();
    expect(quote.rides).toHaveLength(6);
    expect(quote).toMatchObject({
      seats: 2,
      total_kobo: 12 * LINE_FARE_KOBO,
      due_now_kobo: 4 * LINE_FARE_KOBO,
      weeks: [
        { week: 1, first_ride_date: MONDAY, amount_kobo: 4 * LINE_FARE_KOBO },
        { week: 2, first_ride_date: '2026-12-07', amount_kobo: 4 * LINE_FARE_KOBO },
        { week: 3, first_ride_date: '2026-12-14', amount_kobo: 4 * LINE_FARE_KOBO },
      ],
    });
    expect(quote.rides[0]).toMatchObject({ pickup: { id: line.stops[0] }, amount_kobo: 2 * LINE_FARE_KOBO });
    expect(await countOf(bookings)).toBe(before);
  });
});

describe('reading bookings', () => {
  it('lists active bookings with their upcoming rides, past ones apart, and hides others', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const created = (await book(rider, returnBody(line, THURSDAY, FRIDAY))).json();
    const headers = await riderHeader(ctx.app, rider);

    const active = await ctx.app.inject({ method: 'GET', url: `/v1/users/${rider.id}/routes`, headers });
    expect(active.statusCode).toBe(200);
    expect(active.json()).toMatchObject({
      meta: { page: 1, limit: 20, total: 1 },
      data: [{ id: created.id }],
    });

    const one = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/routes/${created.id}`,
      headers,
    });
    expect(one.json()).toEqual(created);

    const past = await ctx.app.inject({
      method: 'GET',
      url: `/v1/bookings/${rider.id}/past-bookings`,
      headers,
    });
    expect(past.json()).toMatchObject({ data: [], meta: { total: 0 } });

    // Saturday: the booking's rides are behind it.
    clock.set(new Date('2026-11-28T09:00:00Z'));
    try {
      const later = await ctx.app.inject({
        method: 'GET',
        url: `/v1/bookings/${rider.id}/past-bookings`,
        headers,
      });
      expect(later.json()).toMatchObject({
        data: [{ id: created.id, status: 'completed' }],
        meta: { total: 1 },
      });
      const none = await ctx.app.inject({ method: 'GET', url: `/v1/users/${rider.id}/routes`, headers });
      expect(none.json().data).toEqual([]);
    } finally {
      clock.set(new Date('2026-11-25T06:00:00Z'));
    }

    const stranger = await createRider(db());
    const strangerHeaders = await riderHeader(ctx.app, stranger);
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${stranger.id}/routes/${created.id}`,
      headers: strangerHeaders,
    });
    expect(hidden.statusCode).toBe(404);
    const probing = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/routes/${created.id}`,
      headers: strangerHeaders,
    });
    expect(probing.statusCode).toBe(404);
  });
});
