import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/shared/clock.ts';
import { createRoute, createStops } from './network-factories.ts';
import { createOperator, opsCall, type Staff } from './operations-factories.ts';
import { useTestApp } from './test-app.ts';

/**
 * docs/api-conventions.md#ownership: staff acting on a user who does not exist get 404 on
 * every `/users/{userId}` route, reads and writes alike, before any work starts; and a date
 * the database would refuse is answered as the field's error before it gets there.
 */
// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const NOBODY = 2_000_000_000;

let admin: Staff;
let operator: Staff;
beforeAll(async () => {
  admin = await createOperator(ctx.app, 'admin');
  operator = await createOperator(ctx.app);
});

describe('staff and a user who does not exist', () => {
  it.each(['wallet', 'notifications', 'route-suggestions', 'trip-preferences'])(
    'an admin reading /users/{missing}/%s gets 404',
    async (what) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/v1/users/${NOBODY}/${what}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );

  it('answers 404, not a database refusal, to a staff write with an Idempotency-Key', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${NOBODY}/wallet/top-ups`,
      headers: { ...operator.headers, 'idempotency-key': 'staff-top-up-for-nobody' },
      payload: { amount_kobo: 100_000 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 to a staff route suggestion for a user who does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${NOBODY}/route-suggestions`,
      headers: { ...operator.headers, 'idempotency-key': 'staff-suggestion-for-nobody' },
      payload: { from: 'Ikeja Along', to: 'Victoria Island', departure_time: '07:00', trip_days: [2, 3] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('still lets staff read a user who exists', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${operator.user.id}/trip-preferences`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a departure that would end before it starts', () => {
  it('names ends_on when it lies before today and no start is given', async () => {
    const stops = await createStops(ctx.app.deps.db, 2);
    const route = await createRoute(
      ctx.app.deps.db,
      stops.map((stop) => stop.id),
    );
    const response = await opsCall(ctx.app, operator, 'POST', `/routes/${route.id}/itineraries`, {
      departure_time: '06:30',
      days: [2, 3, 4],
      capacity: 14,
      ends_on: '2026-11-01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'ends_on' });
  });
});
