import { bookings, count } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  createBookableLine,
  oneWayBody,
  returnBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; rides can be booked up to 30 days ahead.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock, env: { BOOKING_HORIZON_DAYS: '30' } });
const LAST_DAY = '2026-12-25'; // a Friday, 30 days on
const DAY_AFTER = '2026-12-28'; // the Monday after, 33 days on

let line: BookableLine;
beforeAll(async () => {
  line = await createBookableLine(ctx.app.deps.db);
});

async function post(path: 'quote' | 'book', body: object) {
  const rider = await createRider(ctx.app.deps.db, { balanceKobo: 10_000_000 });
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${rider.id}/routes${path === 'quote' ? '/quote' : ''}`,
    headers: await riderHeader(ctx.app, rider),
    payload: body,
  });
}

describe('the booking horizon (ADR 109)', () => {
  it('quotes and books up to the last day of the horizon', async () => {
    expect((await post('quote', oneWayBody(line, LAST_DAY))).statusCode).toBe(200);
    expect((await post('book', oneWayBody(line, LAST_DAY))).statusCode).toBe(201);
  });

  it('refuses a departure or a return past it, quoting and booking, with a clear message', async () => {
    const [before] = await ctx.app.deps.db.select({ n: count() }).from(bookings);
    for (const body of [oneWayBody(line, DAY_AFTER), returnBody(line, '2026-12-01', DAY_AFTER)]) {
      for (const path of ['quote', 'book'] as const) {
        const response = await post(path, body);
        expect(response.statusCode, `${path} ${body.route_type}`).toBe(400);
        expect(response.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: `Rides can be booked up to 30 days ahead. Choose a date up to ${LAST_DAY}.`,
        });
      }
    }
    const [after] = await ctx.app.deps.db.select({ n: count() }).from(bookings);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses the year 9999 at the contract', async () => {
    const response = await post('book', oneWayBody(line, '9999-12-31'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'departure_date' });
  });
});
