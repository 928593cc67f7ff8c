import { randomUUID } from 'node:crypto';
import { and, auditLog, bookingRides, eq, isNull, notifications, sql, tripDays, wallets } from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  createBookableLine,
  LINE_FARE_KOBO,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider, type FundedRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';
import '../booking/booking-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos. Every line departs 06:30, its last stop at 07:10.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
/** A Lagos wall-clock time on a date, as the clock takes it (Lagos is UTC+1 all year). */
const lagos = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

interface Driver {
  id: number;
  headers: { authorization: string };
}
interface Booked {
  rider: FundedRider;
  headers: { authorization: string };
  bookingId: number;
  ride: { id: number; boarding_code: string };
}

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  // R7: every ledger and seat invariant holds after starts, refusals and missed runs.
  expect(await auditLedger(db())).toEqual([]);
});

async function createDriver(): Promise<Driver> {
  const user = await createUser(db(), { role: 'driver', fname: 'Kunle' });
  return { id: user.id, headers: await riderHeader(ctx.app, user) };
}

/** A line with `riders` one-way rides booked on its run of `date`, the run assigned to `driver`. */
async function runWithRides(driver: Driver, date: string, riders: number) {
  const line: BookableLine = await createBookableLine(db());
  const rides: Booked[] = [];
  for (let index = 0; index < riders; index += 1) {
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const headers = await riderHeader(ctx.app, rider);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/routes`,
      headers,
      payload: oneWayBody(line, date),
    });
    expect(answer.statusCode).toBe(201);
    const booking = answer.json() as { id: number; rides: Booked['ride'][] };
    rides.push({ rider, headers, bookingId: booking.id, ride: booking.rides[0] as Booked['ride'] });
  }
  const list = await opsCall(ctx.app, operator, 'GET', `/trip-days?date=${date}&limit=200`);
  const runId = list
    .json()
    .data.find((item: { itinerary_id: number }) => item.itinerary_id === line.itineraryId).id as number;
  expect(
    (await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${runId}`, { driver_id: driver.id })).statusCode,
  ).toBe(200);
  return { runId, rides };
}

const driverCall = (driver: Driver, path: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/driver${path}`,
    headers: driver.headers,
    ...(payload === undefined ? {} : { payload }),
  });

const scan = (runId: number, code: string, scannedAt: Date) => ({
  client_id: randomUUID(),
  trip_day_id: runId,
  boarding_code: code,
  scanned_at: scannedAt.toISOString(),
});

const cancelRide = (booked: Booked, payload: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${booked.rider.id}/routes/${booked.bookingId}/cancel`,
    headers: booked.headers,
    payload,
  });

async function rideStatus(rideId: number) {
  const [row] = await db()
    .select({ status: bookingRides.status })
    .from(bookingRides)
    .where(eq(bookingRides.id, rideId));
  return row?.status;
}

async function balanceOf(riderId: number) {
  const [row] = await db()
    .select({ balance: wallets.balanceKobo })
    .from(wallets)
    .where(eq(wallets.userId, riderId));
  return row?.balance;
}

async function storedScans(driverId: number) {
  const result = await db().execute(
    sql`SELECT count(*)::int AS n FROM check_ins WHERE driver_id = ${driverId}`,
  );
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
  return (rows[0] as { n: number }).n;
}

describe('R18: start and finish bound to the clock', () => {
  it('refuses a start 12 days ahead and a finish before start, then starts inside the window, audited', async () => {
    const driver = await createDriver();
    const { runId } = await runWithRides(driver, '2026-12-07', 1);

    const early = await driverCall(driver, `/runs/${runId}/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'CONFLICT',
      message: 'This run departs on 7 Dec; it can be started from 05:30 that day.',
    });
    const finish = await driverCall(driver, `/runs/${runId}/finish`);
    expect(finish.statusCode).toBe(409);
    expect(finish.json().message).toBe('Start the run before finishing it.');

    clock.set(lagos('2026-12-07', '05:29'));
    expect((await driverCall(driver, `/runs/${runId}/start`)).json().message).toBe(
      'This run departs at 06:30; it can be started from 05:30.',
    );
    const [still] = await db().select().from(tripDays).where(eq(tripDays.id, runId));
    expect(still).toMatchObject({ status: 'scheduled', startedAt: null });

    clock.set(lagos('2026-12-07', '05:45'));
    const started = await driverCall(driver, `/runs/${runId}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().run).toMatchObject({
      status: 'in_progress',
      started_at: clock.now().toISOString(),
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'trip_day'), eq(auditLog.entityId, String(runId))));
    expect(audits.filter((row) => row.action === 'trip_day.start')).toEqual([
      expect.objectContaining({
        actorId: driver.id,
        createdAt: clock.now(),
        after: { status: 'in_progress', at: clock.now().toISOString() },
      }),
    ]);
  });

  it('refuses a start after the last stop’s time', async () => {
    const driver = await createDriver();
    const { runId } = await runWithRides(driver, THURSDAY, 0);
    clock.set(lagos(THURSDAY, '07:11'));
    const late = await driverCall(driver, `/runs/${runId}/start`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      "This run's last stop was due at 07:10 on 26 Nov; it can no longer be started.",
    );
  });
});

describe('R18: check-ins inside the run’s window only', () => {
  it('refuses a scan from 1970 or on a run days ahead, stores nothing, and the run’s cancellation refunds the rider', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, THURSDAY, 1);
    const [mine] = rides as [Booked];
    const answer = await driverCall(driver, '/check-ins', {
      check_ins: [
        scan(runId, mine.ride.boarding_code, new Date('1970-01-01T00:00:00Z')),
        scan(runId, mine.ride.boarding_code, clock.now()),
        // A phone whose clock says Thursday morning while it is Wednesday: ahead of the server.
        scan(runId, mine.ride.boarding_code, lagos(THURSDAY, '06:00')),
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results.map((result: { result: string }) => result.result)).toEqual([
      'outside_window',
      'outside_window',
      'outside_window',
    ]);
    const byOperator = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/check-ins`, {
      ride_id: mine.ride.id,
    });
    expect(byOperator.json()).toMatchObject({ result: 'outside_window' });
    expect(await rideStatus(mine.ride.id)).toBe('booked');
    expect(await storedScans(driver.id)).toBe(0);

    const cancelled = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/cancel`, {
      reason: 'The bus broke down',
    });
    expect(cancelled.json()).toEqual({ refunded_rides: 1, refunded_kobo: LINE_FARE_KOBO });
    expect(await balanceOf(mine.rider.id)).toBe(500_000);
    expect(await rideStatus(mine.ride.id)).toBe('cancelled');
  });

  it('boards a scan made in the window before Start; the rider then cannot cancel, and is told it was boarded', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, THURSDAY, 2);
    const [boarded, absent] = rides as [Booked, Booked];
    clock.set(lagos(THURSDAY, '06:10'));
    const answer = await driverCall(driver, '/check-ins', {
      check_ins: [scan(runId, boarded.ride.boarding_code, clock.now())],
    });
    expect(answer.json().results[0].result).toBe('boarded');

    for (const payload of [{}, { ride_ids: [boarded.ride.id] }]) {
      const refused = await cancelRide(boarded, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'CONFLICT',
        message: 'This ride was boarded: it can no longer be cancelled.',
      });
    }
    expect((await driverCall(driver, `/runs/${runId}/start`)).statusCode).toBe(200);
    expect((await driverCall(driver, `/runs/${runId}/finish`)).json()).toMatchObject({
      completed: 1,
      no_show: 1,
    });
    expect((await cancelRide(boarded)).json().message).toBe(
      'This ride was completed: it can no longer be cancelled.',
    );
    expect((await cancelRide(absent)).json().message).toBe(
      'This ride was marked as a no-show when its run finished: it can no longer be cancelled.',
    );
  });
});

describe('R19: a run nobody started is missed and refunded', () => {
  it('cancels and refunds its rides (never no-show), tells each rider, audits the move as the service', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, THURSDAY, 2);
    for (const booked of rides) expect(await balanceOf(booked.rider.id)).toBe(500_000 - LINE_FARE_KOBO);

    // One minute before the deadline (07:10 + 120 minutes) nothing happens.
    clock.set(lagos(THURSDAY, '09:09'));
    await ctx.app.services.runs.markMissedRuns();
    expect((await opsCall(ctx.app, operator, 'GET', `/trip-days/${runId}`)).json().status).toBe('scheduled');

    clock.set(lagos(THURSDAY, '09:10'));
    const first = await ctx.app.services.runs.markMissedRuns();
    expect(first.runs).toBeGreaterThanOrEqual(1);
    const run = await opsCall(ctx.app, operator, 'GET', `/trip-days/${runId}`);
    expect(run.json()).toMatchObject({ status: 'missed', cancellable: false, booked_rides: 0 });
    for (const booked of rides) {
      expect(await rideStatus(booked.ride.id)).toBe('cancelled');
      expect(await balanceOf(booked.rider.id)).toBe(500_000);
      const notices = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, booked.rider.id));
      const notice = notices.find((item) => /your ride was cancelled/.test(item.title));
      expect(notice?.body).toContain('The bus did not run');
      expect(notice?.body).toContain('went back to the wallet you paid from');
    }
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(runId)), isNull(auditLog.actorId)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'trip_day.missed',
        after: {
          status: 'missed',
          at: clock.now().toISOString(),
          refunded_rides: 2,
          refunded_kobo: 2 * LINE_FARE_KOBO,
        },
      }),
    ]);
    const listed = await opsCall(ctx.app, operator, 'GET', '/audit-log?entity=trip_day');
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ actor: null, action: 'trip_day.missed' }),
    );

    // Running again changes nothing; the driver cannot start it; the rider learns why.
    await ctx.app.services.runs.markMissedRuns();
    for (const booked of rides) expect(await balanceOf(booked.rider.id)).toBe(500_000);
    const start = await driverCall(driver, `/runs/${runId}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(
      'This run was missed: nobody started it by 09:10 on 26 Nov, and its riders were refunded.',
    );
    const [booked] = rides as [Booked];
    expect((await cancelRide(booked)).json().message).toBe(
      'This ride’s run did not run: the ride was cancelled and refunded already.',
    );
  });
});
