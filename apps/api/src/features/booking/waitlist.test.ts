import { WAITLIST_MESSAGES, type WaitlistEntry } from '@shuttle/contracts';
import { and, eq, notifications, tripDays, wallets } from '@shuttle/db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  bookAs,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';
import './booking-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; the rides are on Thursday.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const THURSDAY = '2026-11-26';
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;

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

const runOf = async (line: BookableLine) => {
  const [row] = await db()
    .select()
    .from(tripDays)
    .where(and(eq(tripDays.itineraryId, line.itineraryId), eq(tripDays.tripDate, THURSDAY)));
  if (!row) throw new Error('no run');
  return row;
};

const book = (line: BookableLine, rider: FundedRider) => bookAs(ctx.app, rider, oneWayBody(line, THURSDAY));

async function join(line: BookableLine, rider: FundedRider) {
  const body = oneWayBody(line, THURSDAY);
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/waitlist`,
    headers: await riderHeader(ctx.app, rider),
    payload: {
      itinerary_id: body.itinerary_id,
      pickup_id: body.pickup_id,
      destination_id: body.destination_id,
      departure_date: body.departure_date,
      walletSource: 'Personal',
    },
  });
}

async function entriesOf(rider: FundedRider): Promise<WaitlistEntry[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${rider.id}/waitlist`,
    headers: await riderHeader(ctx.app, rider),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function cancelAll(rider: FundedRider, bookingId: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes/${bookingId}/cancel`,
    headers: await riderHeader(ctx.app, rider),
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
}

const titlesOf = async (rider: FundedRider) =>
  (await db().select().from(notifications).where(eq(notifications.userId, rider.id))).map((row) => row.title);

/** A line of one seat on Thursday, sold out to a rider who paid for it. */
async function soldOutLine() {
  const line = await createBookableLine(db(), { outbound: { capacity: 1 } });
  const rider = await createRider(db(), { balanceKobo: LINE_FARE_KOBO });
  const booked = await book(line, rider);
  expect(booked.statusCode).toBe(201);
  return { line, holder: { rider, bookingId: booked.json().id as number } };
}

describe('the waitlist of a sold-out ride (docs/product.md#waitlist, R20)', () => {
  it('queues two riders without charging; a cancellation books and charges the first', async () => {
    const { line, holder } = await soldOutLine();
    const first = await createRider(db(), { balanceKobo: 300_000 });
    const second = await createRider(db(), { balanceKobo: 300_000 });
    const joined = await join(line, first);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'waiting', place: 1, booking_id: null });
    expect((await join(line, second)).json()).toMatchObject({ status: 'waiting', place: 2 });
    // Joining again keeps the place held; nothing is charged while waiting.
    expect((await join(line, first)).json()).toMatchObject({ id: joined.json().id, place: 1 });
    expect(await balanceOf(first)).toBe(300_000);

    await cancelAll(holder.rider, holder.bookingId);

    const [booked] = await entriesOf(first);
    expect(booked).toMatchObject({ status: 'booked', place: null });
    expect(booked?.booking_id).toEqual(expect.any(Number));
    expect(await balanceOf(first)).toBe(300_000 - LINE_FARE_KOBO);
    expect(await titlesOf(first)).toContain(`Off the waitlist: booking #${booked?.booking_id} confirmed`);
    expect((await entriesOf(second))[0]).toMatchObject({ status: 'waiting', place: 1 });
    expect(await balanceOf(second)).toBe(300_000);
    const run = await runOf(line);
    expect(run.seatsBooked).toBe(run.capacity);
  });

  it('passes over a rider whose wallet is short, tells them, and books the next', async () => {
    const { line, holder } = await soldOutLine();
    const short = await createRider(db(), { balanceKobo: LINE_FARE_KOBO - 1 });
    const next = await createRider(db(), { balanceKobo: LINE_FARE_KOBO });
    expect((await join(line, short)).statusCode).toBe(201);
    expect((await join(line, next)).statusCode).toBe(201);

    await cancelAll(holder.rider, holder.bookingId);

    const [skipped] = await entriesOf(short);
    expect(skipped).toMatchObject({ status: 'skipped', booking_id: null });
    expect(skipped?.skipped_reason).toMatch(/wallet balance is not enough/);
    expect(await balanceOf(short)).toBe(LINE_FARE_KOBO - 1);
    expect(await titlesOf(short)).toContain('A seat freed, but your wallet was short');
    expect((await entriesOf(next))[0]).toMatchObject({ status: 'booked' });
    expect(await balanceOf(next)).toBe(0);
    expect((await runOf(line)).seatsBooked).toBe(1);
  });

  it('books the line when an operator raises the capacity, in the same transaction', async () => {
    const { line } = await soldOutLine();
    const first = await createRider(db(), { balanceKobo: LINE_FARE_KOBO });
    const second = await createRider(db(), { balanceKobo: LINE_FARE_KOBO });
    const third = await createRider(db(), { balanceKobo: LINE_FARE_KOBO });
    for (const rider of [first, second, third]) expect((await join(line, rider)).statusCode).toBe(201);
    const run = await runOf(line);

    const updated = await ctx.app.services.runs.update({ id: first.id }, run.id, { capacity: 3 });

    expect(updated.seats_booked).toBe(3);
    expect((await entriesOf(first))[0]?.status).toBe('booked');
    expect((await entriesOf(second))[0]?.status).toBe('booked');
    expect((await entriesOf(third))[0]).toMatchObject({ status: 'waiting', place: 1 });
  });

  it('refuses a ride with seats, closes at the cancellation cut-off, and lets a rider leave', async () => {
    const line = await createBookableLine(db(), { outbound: { capacity: 1 } });
    const rider = await createRider(db(), { balanceKobo: LINE_FARE_KOBO });
    const open = await join(line, rider);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(WAITLIST_MESSAGES.notSoldOut);

    expect((await book(line, await createRider(db(), { balanceKobo: LINE_FARE_KOBO }))).statusCode).toBe(201);
    const joined = (await join(line, rider)).json() as WaitlistEntry;
    const left = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/users/${rider.id}/waitlist/${joined.id}`,
      headers: await riderHeader(ctx.app, rider),
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'left', place: null });

    const again = (await join(line, rider)).json() as WaitlistEntry;
    expect(again.status).toBe('waiting');
    // An hour before Thursday starts in Lagos: the line closes with cancellation.
    clock.set(new Date(again.closes_at));
    expect((await entriesOf(rider)).find((entry) => entry.id === again.id)?.status).toBe('closed');
    const late = await join(line, await createRider(db()));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WAITLIST_MESSAGES.closed);
  });
});
