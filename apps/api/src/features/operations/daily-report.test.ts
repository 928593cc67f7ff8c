import { MAX_REPORT_DAYS } from '@shuttle/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock, env: { PAYMENTS_PROVIDER: 'sandbox' } });
const db = () => ctx.app.deps.db;

let operator: Staff;
let line: BookableLine;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
  line = await createBookableLine(db());
});
afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  expect(await auditLedger(db())).toEqual([]);
});

interface Day {
  date: string;
  bookings: number;
  rides: number;
  seats_sold: number;
  seats_offered: number;
  load_factor: number | null;
  revenue_kobo: number;
  refunds_kobo: number;
  top_ups_kobo: number;
}

async function report(from = WEDNESDAY, to = THURSDAY): Promise<Record<string, Day>> {
  const response = await opsCall(ctx.app, operator, 'GET', `/reports/daily?from=${from}&to=${to}`);
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(response.json().data.map((day: Day) => [day.date, day]));
}

/** Every figure of every day that changed, as `{ 'date.field': delta }`. */
function changes(before: Record<string, Day>, after: Record<string, Day>) {
  const moved: Record<string, number> = {};
  for (const [date, day] of Object.entries(after)) {
    for (const field of [
      'bookings',
      'rides',
      'seats_sold',
      'seats_offered',
      'revenue_kobo',
      'refunds_kobo',
      'top_ups_kobo',
    ] as const) {
      const delta = day[field] - (before[date]?.[field] ?? 0);
      if (delta !== 0) moved[`${date}.${field}`] = delta;
    }
  }
  return moved;
}

async function topUp(rider: FundedRider, amountKobo: number) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/wallet/top-ups`,
    headers: await riderHeader(ctx.app, rider),
    payload: { amount_kobo: amountKobo },
  });
  expect(started.statusCode).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/v1/sandbox/checkout/${started.json().access_code}/pay`,
  });
  expect(paid.json().status).toBe('success');
}

describe('GET /v1/ops/reports/daily', () => {
  it('moves top-ups, bookings and refunds by exactly what the ledger and the bookings moved', async () => {
    const rider = await createRider(db());

    let before = await report();
    await topUp(rider, 500_000);
    let after = await report();
    expect(changes(before, after)).toEqual({ [`${WEDNESDAY}.top_ups_kobo`]: 500_000 });

    before = after;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes`,
      headers: await riderHeader(ctx.app, rider),
      payload: oneWayBody(line, THURSDAY, { seats: 2 }),
    });
    expect(booked.statusCode).toBe(201);
    after = await report();
    // The run is made by the booking, so Thursday's seats on offer appear with it (14 seats).
    expect(changes(before, after)).toEqual({
      [`${WEDNESDAY}.bookings`]: 1,
      [`${WEDNESDAY}.revenue_kobo`]: 2 * LINE_FARE_KOBO,
      [`${THURSDAY}.rides`]: 1,
      [`${THURSDAY}.seats_sold`]: 2,
      ...(before[THURSDAY]?.seats_offered ? {} : { [`${THURSDAY}.seats_offered`]: 14 }),
    });
    expect(after[THURSDAY]?.load_factor).toBe(
      Math.round(((after[THURSDAY]?.seats_sold ?? 0) / (after[THURSDAY]?.seats_offered ?? 1)) * 10_000) /
        10_000,
    );

    before = after;
    // The refund lands on the day it was made: Wednesday evening.
    clock.set(new Date('2026-11-25T19:00:00Z'));
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes/${booked.json().id}/cancel`,
      headers: await riderHeader(ctx.app, rider),
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    after = await report();
    expect(changes(before, after)).toEqual({
      [`${WEDNESDAY}.refunds_kobo`]: 2 * LINE_FARE_KOBO,
      [`${THURSDAY}.rides`]: -1,
      [`${THURSDAY}.seats_sold`]: -2,
    });
  });

  it('counts by the Lagos calendar day: 23:30 UTC is already the next day in Lagos', async () => {
    const rider = await createRider(db());
    const before = await report();
    clock.set(new Date('2026-11-25T23:30:00Z'));
    await topUp(rider, 120_000);
    expect(changes(before, await report())).toEqual({ [`${THURSDAY}.top_ups_kobo`]: 120_000 });
  });

  it('answers every day of the range, totals included, up to 92 days', async () => {
    const response = await opsCall(ctx.app, operator, 'GET', '/reports/daily?from=2026-09-01&to=2026-12-01');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(MAX_REPORT_DAYS);
    expect(body.meta).toEqual({ page: 1, limit: MAX_REPORT_DAYS, total: MAX_REPORT_DAYS });
    expect(body.data[0].date).toBe('2026-09-01');
    expect(body.data.at(-1).date).toBe('2026-12-01');
    const sum = (field: keyof Day) =>
      body.data.reduce((total: number, day: Day) => total + Number(day[field]), 0);
    expect(body.totals).toMatchObject({
      bookings: sum('bookings'),
      revenue_kobo: sum('revenue_kobo'),
      refunds_kobo: sum('refunds_kobo'),
      top_ups_kobo: sum('top_ups_kobo'),
    });
    expect(body.totals.top_ups_kobo).toBeGreaterThanOrEqual(620_000);
  });

  it.each([
    ['2026-09-01', '2026-12-02', 'Choose at most 92 days.'],
    ['2026-11-26', '2026-11-25', 'The last day cannot be before the first day.'],
    ['2026-11-31', '2026-12-01', 'Enter the date as YYYY-MM-DD.'],
  ])('refuses from=%s to=%s with a clear 400', async (from, to, message) => {
    const response = await opsCall(ctx.app, operator, 'GET', `/reports/daily?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('downloads as CSV, one row per day and the totals', async () => {
    const response = await opsCall(
      ctx.app,
      operator,
      'GET',
      `/reports/daily?from=${WEDNESDAY}&to=${THURSDAY}`,
      undefined,
      {
        accept: 'text/csv',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="daily-report-${WEDNESDAY}-${THURSDAY}.csv"`,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"Date","Bookings","Rides","Seats sold","Seats offered","Load factor","Revenue (kobo)","Refunds (kobo)","Top-ups (kobo)"',
    );
    const json = await report();
    expect(lines[1]).toBe(
      `"${WEDNESDAY}","${json[WEDNESDAY]?.bookings}","${json[WEDNESDAY]?.rides}","${json[WEDNESDAY]?.seats_sold}","${json[WEDNESDAY]?.seats_offered}","","${json[WEDNESDAY]?.revenue_kobo}","${json[WEDNESDAY]?.refunds_kobo}","${json[WEDNESDAY]?.top_ups_kobo}"`,
    );
    expect(lines[3]?.startsWith('"Total",')).toBe(true);
  });

  it('is for operators and admins only', async () => {
    const url = `/v1/ops/reports/daily?from=${WEDNESDAY}&to=${THURSDAY}`;
    const admin = await createOperator(ctx.app, 'admin');
    expect((await ctx.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createRider(db(), { role });
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: await riderHeader(ctx.app, user),
      });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
