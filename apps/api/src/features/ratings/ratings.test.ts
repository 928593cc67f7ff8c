import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBookableLine, oneWayBody, riderHeader } from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';

const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
/** Thursday 06:10 in Lagos: inside the run's window, when it can be started (R18). */
const THURSDAY_BOARDING = new Date('2026-11-26T05:10:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});

/** Two riders on Thursday's run: the first boards, the run is finished (completed, no-show). */
async function finishedRun() {
  const driverUser = await createUser(db(), { role: 'driver', fname: 'Bayo' });
  const driver = { id: driverUser.id, headers: await riderHeader(ctx.app, driverUser) };
  const line = await createBookableLine(db());
  const riders = [];
  for (let index = 0; index < 2; index += 1) {
    const rider = await createRider(db(), { balanceKobo: 1_000_000 });
    const headers = await riderHeader(ctx.app, rider);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes`,
      headers,
      payload: oneWayBody(line, THURSDAY),
    });
    const booking = booked.json() as { id: number; rides: { id: number; boarding_code: string }[] };
    riders.push({
      rider,
      headers,
      bookingId: booking.id,
      ride: booking.rides[0] as { id: number; boarding_code: string },
    });
  }
  const list = await opsCall(ctx.app, operator, 'GET', `/trip-days?date=${THURSDAY}&limit=200`);
  const runId = list
    .json()
    .data.find((run: { itinerary_id: number }) => run.itinerary_id === line.itineraryId).id;
  await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${runId}`, { driver_id: driver.id });
  const call = (method: 'POST', path: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/v1/driver${path}`,
      headers: driver.headers,
      ...(payload ? { payload } : {}),
    });
  clock.set(THURSDAY_BOARDING);
  expect((await call('POST', `/runs/${runId}/start`)).statusCode).toBe(200);
  await call('POST', '/check-ins', {
    check_ins: [
      {
        client_id: randomUUID(),
        trip_day_id: runId,
        boarding_code: riders[0]?.ride.boarding_code,
        scanned_at: clock.now().toISOString(),
      },
    ],
  });
  expect((await call('POST', `/runs/${runId}/finish`)).json()).toMatchObject({ completed: 1, no_show: 1 });
  return { runId, driver, riders };
}

const rate = (rider: { id: number }, headers: { authorization: string }, rideId: number, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/v1/users/${rider.id}/rides/${rideId}/rating`, headers, payload });

describe('ride ratings', () => {
  it('lets a rider rate a completed ride once, change it for 24 hours, and operators read it', async () => {
    const { runId, driver, riders } = await finishedRun();
    const [boarded, missed] = riders;
    if (!boarded || !missed) throw new Error('two riders');

    const given = await rate(boarded.rider, boarded.headers, boarded.ride.id, {
      stars: 4,
      categories: ['punctuality', 'comfort'],
      comment: 'Left on time',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      stars: 4,
      categories: ['punctuality', 'comfort'],
      comment: 'Left on time',
    });

    clock.set(new Date(THURSDAY_BOARDING.getTime() + 23 * 3600_000));
    const changed = await rate(boarded.rider, boarded.headers, boarded.ride.id, { stars: 5 });
    expect(changed.json()).toMatchObject({ stars: 5, categories: [], comment: null });

    clock.set(new Date(THURSDAY_BOARDING.getTime() + 25 * 3600_000));
    const late = await rate(boarded.rider, boarded.headers, boarded.ride.id, { stars: 1 });
    expect(late.statusCode).toBe(409);

    // A no-show is not rated; nor is somebody else's ride.
    expect((await rate(missed.rider, missed.headers, missed.ride.id, { stars: 3 })).statusCode).toBe(409);
    expect((await rate(missed.rider, missed.headers, boarded.ride.id, { stars: 3 })).statusCode).toBe(404);
    expect((await rate(boarded.rider, boarded.headers, boarded.ride.id, { stars: 6 })).statusCode).toBe(400);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${boarded.rider.id}/routes/${boarded.bookingId}/ratings`,
      headers: boarded.headers,
    });
    expect(mine.json().data).toEqual([expect.objectContaining({ ride_id: boarded.ride.id, stars: 5 })]);

    const perRun = await opsCall(ctx.app, operator, 'GET', `/trip-days/${runId}/ratings`);
    expect(perRun.json()).toMatchObject({ average: 5, data: [{ stars: 5, driver: { id: driver.id } }] });
    const perDriver = await opsCall(ctx.app, operator, 'GET', `/drivers/${driver.id}/ratings`);
    expect(perDriver.json()).toMatchObject({ average: 5, meta: { total: 1 } });
    const asRider = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ops/drivers/${driver.id}/ratings`,
      headers: boarded.headers,
    });
    expect(asRider.statusCode).toBe(403);
    clock.set(WEDNESDAY_MORNING);
  });
});
