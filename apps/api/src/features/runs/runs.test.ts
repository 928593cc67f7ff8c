import {
  and,
  bookingRides,
  eq,
  ledgerEntries,
  ledgerTransactions,
  notifications,
  outboxEmails,
  promoRedemptions,
  tripDays,
  users,
  wallets,
} from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  bookAs,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { createItinerary, createRoute, createStops, createTripDay } from '../../../test/network-factories.ts';
import { auditRowsBy, createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider, fundCompanyWallet } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { PROMOTION_CHECKS } from '../promotions/promotion-audit.ts';
import { auditLedger, LEDGER_CHECKS } from '../wallet/ledger-audit.ts';
import { csvCell } from './manifest-csv.ts';
import { RunSeats } from './run-seats.service.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const BUSINESS_PILOT = 1;
/** Races only show on Postgres (PGlite runs one transaction at a time), so they repeat there. */
const TRIALS = process.env.TEST_DB_KIND === 'postgres' ? 5 : 1;

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  expect(await auditLedger(db())).toEqual([]);
});

const book = (rider: { id: number }, line: BookableLine, extra: Record<string, unknown> = {}) =>
  bookAs(ctx.app, rider, oneWayBody(line, THURSDAY, extra));

async function runOf(line: BookableLine) {
  const list = await opsCall(ctx.app, operator, 'GET', `/trip-days?date=${THURSDAY}&limit=200`);
  expect(list.statusCode).toBe(200);
  const run = list
    .json()
    .data.find((item: { itinerary_id: number }) => item.itinerary_id === line.itineraryId);
  expect(run).toBeDefined();
  return run as {
    id: number;
    seats_booked: number;
    capacity: number;
    refund_total_kobo: number;
    status: string;
  };
}

const balanceOf = async (walletId: number) => {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, walletId));
  return row?.balance;
};

describe('runs by date', () => {
  it('lists every scheduled run of the date, made on demand, with seats, vehicle and driver', async () => {
    const line = await createBookableLine(db());
    const run = await runOf(line);
    expect(run).toMatchObject({
      trip_date: THURSDAY,
      departure_time: '06:30',
      capacity: 14,
      seats_booked: 0,
      status: 'scheduled',
      vehicle: null,
      driver: null,
      refund_total_kobo: 0,
      cancellable: true,
    });
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    expect((await book(rider, line, { seats: 2 })).statusCode).toBe(201);
    expect(await runOf(line)).toMatchObject({
      id: run.id,
      seats_booked: 2,
      booked_rides: 1,
      refund_total_kobo: 2 * LINE_FARE_KOBO,
    });
  });

  it('assigns a vehicle and a driver; capacity never below the seats booked', async () => {
    const line = await createBookableLine(db());
    const run = await runOf(line);
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    expect((await book(rider, line, { seats: 3 })).statusCode).toBe(201);
    const driver = await createUser(db(), { role: 'driver', fname: 'Tunde' });
    const vehicle = await opsCall(ctx.app, operator, 'POST', '/vehicles', {
      registration_number: `LND ${100 + (run.id % 800)} XA`,
      brand: 'Toyota',
      model: 'Hiace',
      capacity: 14,
      amenities: ['Air conditioning'],
      cost_of_supply_kobo: 4_500_000,
    });
    expect(vehicle.statusCode).toBe(201);
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);

    const tooSmall = await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${run.id}`, { capacity: 2 });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toMatchObject({
      code: 'CAPACITY_BELOW_BOOKED',
      message: expect.stringMatching(/^3 seats are/),
    });
    const notADriver = await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${run.id}`, {
      driver_id: rider.id,
    });
    expect(notADriver.statusCode).toBe(400);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore);

    const assigned = await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${run.id}`, {
      capacity: 3,
      driver_id: driver.id,
      vehicle_id: vehicle.json().id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      capacity: 3,
      seats_booked: 3,
      driver: { id: driver.id, fname: 'Tunde' },
      vehicle: { id: vehicle.json().id, capacity: 14 },
    });
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 1);
    // The run is full now: riders are refused a seat.
    expect((await book(await createRider(db(), { balanceKobo: 500_000 }), line)).statusCode).toBe(409);
  });

  it('capacity edits are safe against bookings at the same moment', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const line = await createBookableLine(db());
      const run = await runOf(line);
      const riders = await Promise.all(
        Array.from({ length: 8 }, () => createRider(db(), { balanceKobo: 200_000 })),
      );
      const headers = await Promise.all(riders.map((rider) => riderHeader(ctx.app, rider)));
      const answers = await Promise.all([
        ...riders.map((rider, index) =>
          ctx.app.inject({
            method: 'POST',
            url: `/v1/users/${rider.id}/routes`,
            headers: headers[index],
            payload: oneWayBody(line, THURSDAY),
          }),
        ),
        opsCall(ctx.app, operator, 'PATCH', `/trip-days/${run.id}`, { capacity: 4 }),
      ]);
      const edit = answers.at(-1);
      const bookings = answers.slice(0, -1);
      expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
      const booked = bookings.filter((answer) => answer.statusCode === 201).length;
      const [row] = await db().select().from(tripDays).where(eq(tripDays.id, run.id));
      expect(row?.seatsBooked).toBe(booked);
      expect(row?.seatsBooked).toBeLessThanOrEqual(row?.capacity ?? 0);
      if (edit?.statusCode === 200) {
        expect(row?.capacity).toBe(4);
        expect(booked).toBeLessThanOrEqual(4);
      } else {
        expect(edit?.json().code).toBe('CAPACITY_BELOW_BOOKED');
        expect(booked).toBeGreaterThan(4);
      }
    }
  });
});

describe('calling a run off', () => {
  async function fundedMember(): Promise<FundedRider> {
    const member = await createRider(db(), { corporateId: BUSINESS_PILOT });
    await fundCompanyWallet(db(), BUSINESS_PILOT, 1_000_000);
    const allowance = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/ops/companies/${BUSINESS_PILOT}/members/${member.id}/allowance`,
      headers: operator.headers,
      payload: { amount_kobo: 500_000, period: 'week' },
    });
    expect(allowance.statusCode).toBe(200);
    return member;
  }

  it('refunds every booked ride to the wallet that paid it, tells each rider, and stops bookings', async () => {
    const line = await createBookableLine(db());
    const personal = await createRider(db(), { balanceKobo: 300_000 });
    const member = await fundedMember();
    const [company] = await db().select().from(wallets).where(eq(wallets.corporateId, BUSINESS_PILOT));
    expect((await book(personal, line, { seats: 2 })).statusCode).toBe(201);
    expect((await book(member, line, { walletSource: 'Company' })).statusCode).toBe(201);
    const companyBefore = await balanceOf(company?.id ?? 0);

    const run = await runOf(line);
    expect(run.refund_total_kobo).toBe(3 * LINE_FARE_KOBO);
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);
    const cancelled = await opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, {
      reason: 'The bus broke down',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ refunded_rides: 2, refunded_kobo: 3 * LINE_FARE_KOBO });
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 1);

    expect(await balanceOf(personal.walletId)).toBe(300_000);
    expect(await balanceOf(company?.id ?? 0)).toBe((companyBefore ?? 0) + LINE_FARE_KOBO);
    expect(await balanceOf(member.walletId)).toBe(0);
    for (const rider of [personal, member]) {
      const notices = await db().select().from(notifications).where(eq(notifications.userId, rider.id));
      const notice = notices.find((item) => /your ride was cancelled/.test(item.title));
      expect(notice?.body).toContain('The bus broke down');
      const [user] = await db().select().from(users).where(eq(users.id, rider.id));
      const mail = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, user?.email ?? ''));
      expect(mail.map((message) => message.subject)).toContainEqual(
        expect.stringMatching(/your ride was cancelled/),
      );
    }

    const again = await opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, {
      reason: 'Again',
    });
    expect(again.json()).toEqual({ refunded_rides: 0, refunded_kobo: 0 });
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore + 1);
    expect(await balanceOf(personal.walletId)).toBe(300_000);

    expect(await runOf(line)).toMatchObject({
      status: 'cancelled',
      seats_booked: 0,
      cancellable: false,
      cancel_reason: 'The bus broke down',
    });
    const late = await book(await createRider(db(), { balanceKobo: 300_000 }), line);
    expect(late.statusCode).toBe(409);
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/v1/route-discovery/from/${line.stops[0]}/to/${line.stops[2]}?tripDate=${THURSDAY}`,
    });
    expect(
      found.json().data.filter((trip: { itinerary_id: number }) => trip.itinerary_id === line.itineraryId),
    ).toEqual([]);
  });

  it('gives a discounted ride back whole: what the wallet paid to the wallet, the grant ride to the rider', async () => {
    const line = await createBookableLine(db());
    const rider = await createRider(db(), { balanceKobo: 300_000 });
    const headers = await riderHeader(ctx.app, rider);
    const redeemed = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/promo-codes`,
      headers,
      payload: { code: 'RIDE10' },
    });
    expect(redeemed.statusCode).toBe(201);
    const booked = await book(rider, line);
    expect(booked.json()).toMatchObject({ discount_kobo: LINE_FARE_KOBO / 10 });
    const run = await runOf(line);
    expect(run.refund_total_kobo).toBe(LINE_FARE_KOBO - LINE_FARE_KOBO / 10);

    const cancelled = await opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, {
      reason: 'Road closed',
    });
    expect(cancelled.json()).toEqual({
      refunded_rides: 1,
      refunded_kobo: LINE_FARE_KOBO - LINE_FARE_KOBO / 10,
    });
    expect(await balanceOf(rider.walletId)).toBe(300_000);
    const [grant] = await db().select().from(promoRedemptions).where(eq(promoRedemptions.userId, rider.id));
    expect(grant?.ridesUsed).toBe(0);
    expect(await auditLedger(db(), [...LEDGER_CHECKS, ...PROMOTION_CHECKS])).toEqual([]);
  });

  it('the same Idempotency-Key replays the first answer', async () => {
    const line = await createBookableLine(db());
    expect((await book(await createRider(db(), { balanceKobo: 300_000 }), line)).statusCode).toBe(201);
    const run = await runOf(line);
    const key = { 'idempotency-key': `cancel-${run.id}` };
    const first = await opsCall(
      ctx.app,
      operator,
      'POST',
      `/trip-days/${run.id}/cancel`,
      { reason: 'Flooding' },
      key,
    );
    const replay = await opsCall(
      ctx.app,
      operator,
      'POST',
      `/trip-days/${run.id}/cancel`,
      { reason: 'Flooding' },
      key,
    );
    expect(first.json()).toEqual({ refunded_rides: 1, refunded_kobo: LINE_FARE_KOBO });
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a run that has started, and a reason that is empty', async () => {
    const line = await createBookableLine(db());
    expect((await book(await createRider(db(), { balanceKobo: 300_000 }), line)).statusCode).toBe(201);
    const run = await runOf(line);
    const empty = await opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    clock.set(new Date('2026-11-26T05:31:00Z')); // 06:31 on Thursday in Lagos
    const started = await opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, {
      reason: 'Too late',
    });
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ code: 'RUN_STARTED' });
    const [row] = await db().select().from(tripDays).where(eq(tripDays.id, run.id));
    expect(row?.status).toBe('scheduled');
  });

  it('R13: two cancellations at once and a rider cancelling refund each ride exactly once', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const line = await createBookableLine(db());
      const riders = await Promise.all(
        Array.from({ length: 6 }, () => createRider(db(), { balanceKobo: 300_000 })),
      );
      const bookings = [];
      for (const rider of riders) {
        const answer = await book(rider, line);
        expect(answer.statusCode).toBe(201);
        bookings.push(answer.json() as { id: number });
      }
      const run = await runOf(line);
      const [first] = riders;
      const [firstBooking] = bookings;
      const answers = await Promise.all([
        opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, { reason: 'Driver ill' }),
        opsCall(ctx.app, operator, 'POST', `/trip-days/${run.id}/cancel`, { reason: 'Driver ill' }),
        ctx.app.inject({
          method: 'POST',
          url: `/v1/users/${first?.id}/routes/${firstBooking?.id}/cancel`,
          headers: await riderHeader(ctx.app, first ?? { id: 0 }),
          payload: {},
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
      const [opsA, opsB, riderCancel] = answers;
      const refundedByOps = [opsA, opsB].map((answer) => answer?.json().refunded_rides ?? 0);
      const riderWon = riderCancel?.statusCode === 200;
      expect(refundedByOps.sort()).toEqual([0, riderWon ? 5 : 6]);
      for (const rider of riders) expect(await balanceOf(rider.walletId)).toBe(300_000);
      const refunds = await db()
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .innerJoin(bookingRides, eq(bookingRides.refundTransactionId, ledgerTransactions.id))
        .where(eq(bookingRides.tripDayId, run.id));
      expect(refunds).toHaveLength(6);
      const [row] = await db().select().from(tripDays).where(eq(tripDays.id, run.id));
      expect(row).toMatchObject({ status: 'cancelled', seatsBooked: 0 });
      const stray = await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, 'refunds'), eq(ledgerEntries.amountKobo, 0)));
      expect(stray).toEqual([]);
    }
  });
});

describe('manifest', () => {
  it('lists riders in route order, and as CSV with formulas made harmless', async () => {
    const line = await createBookableLine(db());
    const early = await createRider(db(), { balanceKobo: 300_000, fname: '=HYPERLINK("http://evil")' });
    const middle = await createRider(db(), { balanceKobo: 300_000, fname: 'Bisi' });
    expect((await book(middle, line, { pickup_id: line.stops[1], luggage_quantity: 2 })).statusCode).toBe(
      201,
    );
    expect((await book(early, line)).statusCode).toBe(201);
    const run = await runOf(line);

    const manifest = await opsCall(ctx.app, operator, 'GET', `/trip-days/${run.id}/manifest`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({
      trip_day: { id: run.id, seats_booked: 2 },
      data: [
        {
          rider: { id: early.id },
          pickup: { id: line.stops[0], position: 1, time: '06:30' },
          seats: 1,
          status: 'booked',
          boarded_at: null,
        },
        {
          rider: { id: middle.id, fname: 'Bisi' },
          pickup: { id: line.stops[1], position: 2 },
          luggage_quantity: 2,
        },
      ],
    });

    const csv = await opsCall(ctx.app, operator, 'GET', `/trip-days/${run.id}/manifest`, undefined, {
      accept: 'text/csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain('"Bisi"');
  });

  it('escapes every cell that a spreadsheet would read as a formula', () => {
    expect(csvCell('=1+2')).toBe(`"'=1+2"`);
    expect(csvCell('+234 803')).toBe(`"'+234 803"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('Ada "Ola"')).toBe('"Ada ""Ola"""');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(null)).toBe('""');
  });
});

describe('RunSeats: seats given back, runs locked for the waitlist', () => {
  const service = new RunSeats();
  let itineraryId: number;

  beforeAll(async () => {
    const db = ctx.app.deps.db;
    const stops = (await createStops(db, 2)).map((stop) => stop.id);
    itineraryId = (await createItinerary(db, (await createRoute(db, stops)).id, { capacity: 14 })).id;
  });

  // Seats counted with no ride behind them would fail the file's ledger check: these runs go.
  afterEach(async () => {
    await db().delete(tripDays).where(eq(tripDays.itineraryId, itineraryId));
  });

  it('gives seats back only while that many are booked', async () => {
    const db = ctx.app.deps.db;
    const tripDay = await createTripDay(db, itineraryId, '2026-12-04', { capacity: 14, seatsBooked: 12 });
    expect(await service.release(db, tripDay.id, 5)).toMatchObject({ seatsBooked: 7 });
    expect(await service.release(db, tripDay.id, 10)).toBeNull();
  });

  it('reads a run with its seats, by departure and date or by id, and nothing for one not made', async () => {
    const db = ctx.app.deps.db;
    const tripDay = await createTripDay(db, itineraryId, '2026-12-05', { capacity: 14, seatsBooked: 3 });
    const expected = { id: tripDay.id, itineraryId, tripDate: '2026-12-05', capacity: 14, seatsBooked: 3 };
    expect(await db.transaction((tx) => service.lockRunOf(tx, itineraryId, '2026-12-05'))).toEqual(expected);
    expect(await db.transaction((tx) => service.lockRun(tx, tripDay.id))).toEqual(expected);
    expect(await db.transaction((tx) => service.lockRunOf(tx, itineraryId, '2026-12-06'))).toBeUndefined();
  });
});
