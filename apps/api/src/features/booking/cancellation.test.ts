import { eq, ledgerTransactions, tripDays, wallets } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
  subscriptionBody,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const MONDAY = '2026-11-30';

let line: BookableLine;
beforeAll(async () => {
  line = await createBookableLine(db());
});
afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  expect(await auditLedger(db())).toEqual([]);
});

const balanceOf = async (rider: FundedRider) => {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.id, rider.walletId));
  return row?.balance;
};
const seatsBooked = async (itineraryId: number, tripDate: string) => {
  const rows = await db().select().from(tripDays).where(eq(tripDays.itineraryId, itineraryId));
  return rows.find((row) => row.tripDate === tripDate)?.seatsBooked ?? 0;
};

interface BookingAnswer {
  id: number;
  status: string;
  rides: { id: number; status: string; trip_date: string; refunded_kobo: number; paid: boolean }[];
}

async function bookFor(app: FastifyInstance, rider: FundedRider, body: object): Promise<BookingAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes`,
    headers: await riderHeader(app, rider),
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function cancel(rider: FundedRider, bookingId: number, body: object = {}, key?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes/${bookingId}/cancel`,
    headers: { ...(await riderHeader(ctx.app, rider)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

describe('POST /v1/users/{userId}/routes/{bookingId}/cancel', () => {
  it('cancels a ride before the cut-off: refund to the wallet at once, seat released', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const booking = await bookFor(ctx.app, rider, oneWayBody(line, THURSDAY));
    expect(await seatsBooked(line.itineraryId, THURSDAY)).toBe(1);

    const response = await cancel(rider, booking.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      cancelled_ride_ids: [booking.rides[0]?.id],
      refunded_kobo: LINE_FARE_KOBO,
      booking: { id: booking.id, status: 'cancelled', refunded_kobo: LINE_FARE_KOBO },
    });
    expect(answer.booking.rides[0]).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await balanceOf(rider)).toBe(500_000);
    expect(await seatsBooked(line.itineraryId, THURSDAY)).toBe(0);
    const refunds = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.bookingId, booking.id));
    expect(refunds.map((row) => [row.kind, row.title]).sort()).toEqual([
      ['booking', `Booking #${booking.id}`],
      ['refund', `Refund: booking #${booking.id}`],
    ]);
  });

  it('allows cancelling until 23:00 the evening before, and refuses after with a clear message', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const booking = await bookFor(ctx.app, rider, oneWayBody(line, THURSDAY));
    clock.set(new Date('2026-11-25T22:00:00Z'));
    const closed = await cancel(rider, booking.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      code: 'CANCELLATION_CLOSED',
      message: `Sorry, the 06:30 ${line.routeCode} (Test route ${line.routeCode}) ride on Thursday 26 November 2026 can no longer be cancelled: cancellation closed at 23:00 on Wednesday 25 November 2026.`,
    });
    expect(await balanceOf(rider)).toBe(500_000 - LINE_FARE_KOBO);

    clock.set(new Date('2026-11-25T21:59:59Z'));
    const other = await bookFor(ctx.app, rider, oneWayBody(line, '2026-11-27'));
    expect((await cancel(rider, other.id)).statusCode).toBe(200);
  });

  it('names a ride picked up after midnight by the day of its pick-up when cancellation has closed', async () => {
    // The run leaves at 23:50 on Thursday; its second stop is 20 minutes on, at 00:10 on Friday.
    const late = await createBookableLine(db(), { outbound: { departureTime: '23:50' } });
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const booking = await bookFor(ctx.app, rider, {
      ...oneWayBody(late, THURSDAY),
      pickup_id: late.stops[1],
    });
    clock.set(new Date('2026-11-25T22:00:00Z'));
    const closed = await cancel(rider, booking.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      code: 'CANCELLATION_CLOSED',
      message: `Sorry, the 00:10 ${late.routeCode} (Test route ${late.routeCode}) ride on Friday 27 November 2026 can no longer be cancelled: cancellation closed at 23:00 on Wednesday 25 November 2026.`,
    });
  });

  it('R10: concurrent cancellations of one booking refund once and free the seat once', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const booking = await bookFor(ctx.app, rider, { ...oneWayBody(line, '2026-11-27'), seats: 2 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(rider, booking.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: 'CONFLICT', message: 'These rides are already cancelled.' });
    }
    expect(await balanceOf(rider)).toBe(500_000);
    expect(await seatsBooked(line.itineraryId, '2026-11-27')).toBe(0);
  });

  it('cancels one ride of a subscription; a ride of an unbilled week gives back its seat only', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const booking = await bookFor(
      ctx.app,
      rider,
      subscriptionBody(line, MONDAY, { days: [2, 4], weeks: 2, withReturn: false }),
    );
    const [firstWeekRide, , laterWeekRide] = booking.rides;
    expect(await balanceOf(rider)).toBe(500_000 - 2 * LINE_FARE_KOBO);

    const one = await cancel(rider, booking.id, { ride_ids: [firstWeekRide?.id] });
    expect(one.json()).toMatchObject({ refunded_kobo: LINE_FARE_KOBO, booking: { status: 'active' } });
    const later = await cancel(rider, booking.id, { ride_ids: [laterWeekRide?.id] });
    expect(later.json()).toMatchObject({ refunded_kobo: 0 });
    expect(await balanceOf(rider)).toBe(500_000 - LINE_FARE_KOBO);
    expect(await seatsBooked(line.itineraryId, '2026-12-07')).toBe(0);

    const rest = await cancel(rider, booking.id, {}, 'cancel-the-rest');
    expect(rest.json()).toMatchObject({ refunded_kobo: LINE_FARE_KOBO, booking: { status: 'cancelled' } });
    expect(rest.json().booking.weeks).toEqual([
      expect.objectContaining({ week: 1, status: 'paid' }),
      expect.objectContaining({ week: 2, status: 'cancelled' }),
    ]);
    expect(await balanceOf(rider)).toBe(500_000);
    const replay = await cancel(rider, booking.id, {}, 'cancel-the-rest');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 404 for another rider’s booking and for a ride of another booking', async () => {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const booking = await bookFor(ctx.app, rider, oneWayBody(line, THURSDAY));
    const stranger = await createRider(db(), { balanceKobo: 500_000 });
    const theirs = await bookFor(ctx.app, stranger, oneWayBody(line, THURSDAY));
    expect((await cancel(stranger, booking.id)).statusCode).toBe(404);
    const wrongRide = await cancel(rider, booking.id, { ride_ids: [theirs.rides[0]?.id] });
    expect(wrongRide.statusCode).toBe(404);
    expect(await balanceOf(rider)).toBe(500_000 - LINE_FARE_KOBO);
  });
});
