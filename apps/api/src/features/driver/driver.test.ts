import { randomUUID } from 'node:crypto';
import { auditLog, bookingRides, eq, sql, tripDays } from '@shuttle/db';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookableLine,
  bookAs,
  createBookableLine,
  oneWayBody,
  riderHeader,
} from '../../../test/booking-factories.ts';
import { createRider as createUser } from '../../../test/factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';
import '../booking/booking-audit.ts';
import type { RunStatusEvent } from '../runs/runs.service.ts';

// Wednesday 25 November 2026, 07:00 in Lagos; the runs are Thursday's, departing 06:30.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
/** Thursday 06:10 in Lagos: inside the run's window, so passes check in (R18). */
const THURSDAY_BOARDING = new Date('2026-11-26T05:10:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
// Cancellation open until the ride's day itself, so that a run leaving at 00:30 can be both
// boarding and cancellable, the only way R14's race can still happen under the window of R18.
const ctx = useTestApp({ clock, env: { CANCELLATION_CUTOFF_MINUTES: '0' } });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
/** Races only show on Postgres (PGlite runs one transaction at a time), so they repeat there. */
const TRIALS = process.env.TEST_DB_KIND === 'postgres' ? 5 : 1;

interface Driver {
  id: number;
  headers: { authorization: string };
}
interface BookedRide {
  id: number;
  boarding_code: string;
  status: string;
}

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});
afterEach(async () => {
  clock.set(WEDNESDAY_MORNING);
  // R7: every ledger and seat invariant still holds after boarding, finishing and cancelling.
  expect(await auditLedger(db())).toEqual([]);
});

async function createDriver(): Promise<Driver> {
  const user = await createUser(db(), { role: 'driver', fname: 'Tunde' });
  return { id: user.id, headers: await riderHeader(ctx.app, user) };
}

/** A rider with a one-way ride on Thursday's run of the line; the ride with its pass. */
async function bookRide(line: BookableLine) {
  const rider = await createRider(db(), { balanceKobo: 1_000_000 });
  const headers = await riderHeader(ctx.app, rider);
  const answer = await bookAs(ctx.app, rider, oneWayBody(line, THURSDAY));
  expect(answer.statusCode).toBe(201);
  const booking = answer.json() as { id: number; rides: (BookedRide & { trip_day_id?: number })[] };
  const ride = booking.rides[0] as BookedRide;
  return { rider, headers, bookingId: booking.id, ride };
}

async function runOf(line: BookableLine): Promise<number> {
  const list = await opsCall(ctx.app, operator, 'GET', `/trip-days?date=${THURSDAY}&limit=200`);
  const run = list
    .json()
    .data.find((item: { itinerary_id: number }) => item.itinerary_id === line.itineraryId);
  return run.id as number;
}

/** A line, a run on Thursday assigned to `driver`, and `riders` rides booked on it. */
async function runWithRides(driver: Driver, riders: number, departureTime = '06:30') {
  const line = await createBookableLine(db(), { outbound: { departureTime } });
  const rides = [];
  for (let index = 0; index < riders; index += 1) rides.push(await bookRide(line));
  const runId = await runOf(line);
  const assigned = await opsCall(ctx.app, operator, 'PATCH', `/trip-days/${runId}`, { driver_id: driver.id });
  expect(assigned.statusCode).toBe(200);
  return { line, runId, rides };
}

const driverCall = (driver: Driver, method: 'GET' | 'POST', path: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/v1/driver${path}`,
    headers: driver.headers,
    ...(payload === undefined ? {} : { payload }),
  });

const scan = (runId: number, code: string, clientId = randomUUID()) => ({
  client_id: clientId,
  trip_day_id: runId,
  boarding_code: code,
  scanned_at: clock.now().toISOString(),
});

async function rideStatus(rideId: number) {
  const [row] = await db()
    .select({ status: bookingRides.status })
    .from(bookingRides)
    .where(eq(bookingRides.id, rideId));
  return row?.status;
}

describe('a driver’s runs and manifests', () => {
  it('lists the runs assigned to the driver with the route’s stops in order', async () => {
    const driver = await createDriver();
    const { runId, line, rides } = await runWithRides(driver, 2);
    const answer = await driverCall(driver, 'GET', `/runs?date=${THURSDAY}`);
    expect(answer.statusCode).toBe(200);
    const runs = answer.json().data as { id: number; stops: { id: number; position: number }[] }[];
    expect(runs.map((run) => run.id)).toEqual([runId]);
    expect(runs[0]?.stops.map((stop) => stop.id)).toEqual(line.stops);
    expect(runs[0]).toMatchObject({ status: 'scheduled', booked: 2, boarded: 0 });

    const manifest = await driverCall(driver, 'GET', `/runs/${runId}/manifest`);
    expect(manifest.statusCode).toBe(200);
    expect(
      manifest
        .json()
        .data.map((row: { boarding_code: string }) => row.boarding_code)
        .sort(),
    ).toEqual(rides.map((ride) => ride.ride.boarding_code).sort());
  });

  it('shows a manifest only to the driver assigned to the run', async () => {
    const driver = await createDriver();
    const other = await createDriver();
    const { runId, rides } = await runWithRides(driver, 1);
    const refused = await driverCall(other, 'GET', `/runs/${runId}/manifest`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(rides[0]?.ride.boarding_code);
    expect((await driverCall(other, 'GET', `/runs?date=${THURSDAY}`)).json().data).toEqual([]);
    // Riders and operators are not drivers: the wing refuses them before anything else.
    const rider = rides[0]?.headers ?? {};
    const asRider = await ctx.app.inject({
      method: 'GET',
      url: `/v1/driver/runs/${runId}/manifest`,
      headers: rider,
    });
    expect(asRider.statusCode).toBe(403);
    const asOperator = await ctx.app.inject({
      method: 'GET',
      url: `/v1/driver/runs/${runId}/manifest`,
      headers: operator.headers,
    });
    expect(asOperator.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/v1/driver/runs/${runId}/manifest` })).statusCode,
    ).toBe(401);
  });
});

describe('check-ins', () => {
  it('answers every kind of scan', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 3);
    const other = await runWithRides(await createDriver(), 1);
    const [first, second, third] = rides.map((ride) => ride.ride) as [BookedRide, BookedRide, BookedRide];
    // The third rider cancels before boarding.
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rides[2]?.rider.id}/routes/${rides[2]?.bookingId}/cancel`,
      headers: rides[2]?.headers ?? {},
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);

    clock.set(THURSDAY_BOARDING);
    const batch = [
      scan(runId, first.boarding_code),
      scan(runId, first.boarding_code),
      scan(runId, other.rides[0]?.ride.boarding_code ?? ''),
      scan(runId, third.boarding_code),
      scan(runId, 'not-a-pass'),
      scan(other.runId, second.boarding_code),
    ];
    const answer = await driverCall(driver, 'POST', '/check-ins', { check_ins: batch });
    expect(answer.statusCode).toBe(200);
    const results = answer.json().results as {
      client_id: string;
      result: string;
      rider?: object;
      seats?: number;
    }[];
    expect(results.map((result) => result.result)).toEqual([
      'boarded',
      'already_boarded',
      'wrong_run',
      'cancelled',
      'unknown',
      // A run assigned to someone else is not this driver's to board.
      'wrong_run',
    ]);
    expect(results.map((result) => result.client_id)).toEqual(batch.map((item) => item.client_id));
    expect(results[0]).toMatchObject({ rider: { fname: expect.any(String) }, seats: 1 });
    // Another run's pass names nobody.
    expect(results[2]?.rider).toBeUndefined();
    expect(await rideStatus(first.id)).toBe('boarded');
    expect(await rideStatus(second.id)).toBe('booked');
    expect(await rideStatus(other.rides[0]?.ride.id ?? 0)).toBe('booked');
  });

  it('gives a replayed batch the same answers and changes nothing', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 2);
    clock.set(THURSDAY_BOARDING);
    const batch = rides.map((ride) => scan(runId, ride.ride.boarding_code));
    const first = await driverCall(driver, 'POST', '/check-ins', { check_ins: batch });
    expect(first.json().results.map((result: { result: string }) => result.result)).toEqual([
      'boarded',
      'boarded',
    ]);
    const [boardedAt] = await db()
      .select({ at: bookingRides.boardedAt })
      .from(bookingRides)
      .where(eq(bookingRides.id, rides[0]?.ride.id ?? 0));

    clock.set(new Date(THURSDAY_BOARDING.getTime() + 60_000));
    const replay = await driverCall(driver, 'POST', '/check-ins', { check_ins: batch });
    expect(replay.json()).toEqual(first.json());
    const [after] = await db()
      .select({ at: bookingRides.boardedAt })
      .from(bookingRides)
      .where(eq(bookingRides.id, rides[0]?.ride.id ?? 0));
    expect(after?.at).toEqual(boardedAt?.at);
    const stored = await db().execute(
      sql`SELECT count(*)::int AS n FROM check_ins WHERE driver_id = ${driver.id}`,
    );
    const rows = Array.isArray(stored) ? stored : (stored as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0]).toMatchObject({ n: 2 });
  });

  it('R15: a queue of 50 scans sent twice at once, then replayed, answers the same and boards each ride once', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 10);
    clock.set(THURSDAY_BOARDING);
    // Each pass scanned five times over, as a driver in a hurry would.
    const queue = Array.from({ length: 50 }, (_, index) =>
      scan(runId, rides[index % 10]?.ride.boarding_code ?? ''),
    );
    const byClient = (answer: { json(): { results: { client_id: string; result: string }[] } }) =>
      Object.fromEntries(answer.json().results.map((result) => [result.client_id, result.result]));
    // The phone sends its queue while a second copy of it, reordered, arrives at the same moment.
    const [first, second] = await Promise.all([
      driverCall(driver, 'POST', '/check-ins', { check_ins: queue }),
      driverCall(driver, 'POST', '/check-ins', { check_ins: [...queue].reverse() }),
    ]);
    const answers = byClient(first);
    expect(byClient(second)).toEqual(answers);
    expect(Object.values(answers).filter((result) => result === 'boarded')).toHaveLength(10);
    expect(Object.values(answers).filter((result) => result === 'already_boarded')).toHaveLength(40);
    const third = await driverCall(driver, 'POST', '/check-ins', { check_ins: queue });
    expect(byClient(third)).toEqual(answers);
    for (const ride of rides) expect(await rideStatus(ride.ride.id)).toBe('boarded');
  });

  it('refuses a batch that is not a list of scans, and stores none of it', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 1);
    const answer = await driverCall(driver, 'POST', '/check-ins', {
      check_ins: [
        scan(runId, rides[0]?.ride.boarding_code ?? ''),
        { ...scan(runId, 'x'), client_id: 'nope' },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(await rideStatus(rides[0]?.ride.id ?? 0)).toBe('booked');
  });

  it('R14: a check-in and the rider’s cancellation at once: one of the two happens, never both', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const driver = await createDriver();
      const { runId, rides } = await runWithRides(driver, 1, '00:30');
      const mine = rides[0];
      if (!mine) throw new Error('no ride');
      // Wednesday 23:45: the 00:30 run's window is open and so is the rider's cancellation.
      clock.set(new Date('2026-11-25T22:45:00Z'));
      const [checkIn, cancel] = await Promise.all([
        driverCall(driver, 'POST', '/check-ins', { check_ins: [scan(runId, mine.ride.boarding_code)] }),
        ctx.app.inject({
          method: 'POST',
          url: `/v1/users/${mine.rider.id}/routes/${mine.bookingId}/cancel`,
          headers: mine.headers,
          payload: {},
        }),
      ]);
      const result = checkIn.json().results[0].result as string;
      const status = await rideStatus(mine.ride.id);
      if (cancel.statusCode === 200) {
        expect(result).toBe('cancelled');
        expect(status).toBe('cancelled');
      } else {
        expect(cancel.statusCode).toBe(409);
        expect(result).toBe('boarded');
        expect(status).toBe('boarded');
      }
    }
  });

  it('lets an operator check a rider in from the manifest, audited', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 1);
    const rideId = rides[0]?.ride.id ?? 0;
    // Only while the run is boarding or on the road (R18).
    clock.set(THURSDAY_BOARDING);
    expect((await driverCall(driver, 'POST', `/runs/${runId}/start`)).statusCode).toBe(200);
    const answer = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/check-ins`, {
      ride_id: rideId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ result: 'boarded', ride_id: rideId });
    const again = await opsCall(ctx.app, operator, 'POST', `/trip-days/${runId}/check-ins`, {
      ride_id: rideId,
    });
    expect(again.json()).toMatchObject({ result: 'already_boarded' });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(rideId)));
    expect(audits.filter((row) => row.action === 'ride.check_in')).toHaveLength(1);
    const asDriver = await ctx.app.inject({
      method: 'POST',
      url: `/v1/ops/trip-days/${runId}/check-ins`,
      headers: driver.headers,
      payload: { ride_id: rideId },
    });
    expect(asDriver.statusCode).toBe(403);
  });
});

describe('start and finish', () => {
  it('moves the run scheduled -> in_progress -> completed and marks the riders not boarded no-show', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 3);
    const events: RunStatusEvent[] = [];
    const stop = ctx.app.services.runs.onStatus((event) => void events.push(event));
    try {
      expect((await driverCall(driver, 'POST', `/runs/${runId}/finish`)).statusCode).toBe(409);
      clock.set(THURSDAY_BOARDING);
      const started = await driverCall(driver, 'POST', `/runs/${runId}/start`);
      expect(started.statusCode).toBe(200);
      expect(started.json().run.status).toBe('in_progress');
      expect((await driverCall(driver, 'POST', `/runs/${runId}/start`)).statusCode).toBe(200);

      const scanned = await driverCall(driver, 'POST', '/check-ins', {
        check_ins: [scan(runId, rides[0]?.ride.boarding_code ?? '')],
      });
      expect(scanned.json().results[0].result).toBe('boarded');
      const finished = await driverCall(driver, 'POST', `/runs/${runId}/finish`);
      expect(finished.statusCode).toBe(200);
      expect(finished.json()).toMatchObject({
        completed: 1,
        no_show: 2,
        run: { status: 'completed', boarded: 1 },
      });
      expect(await rideStatus(rides[0]?.ride.id ?? 0)).toBe('completed');
      expect(await rideStatus(rides[1]?.ride.id ?? 0)).toBe('no_show');
      // A second Finish changes nothing; a pass scanned after it boards nobody.
      expect((await driverCall(driver, 'POST', `/runs/${runId}/finish`)).json()).toMatchObject({
        no_show: 0,
      });
      const late = await driverCall(driver, 'POST', '/check-ins', {
        check_ins: [scan(runId, rides[1]?.ride.boarding_code ?? '')],
      });
      expect(late.json().results[0].result).toBe('unknown');
      expect(await rideStatus(rides[1]?.ride.id ?? 0)).toBe('no_show');
      const [run] = await db().select().from(tripDays).where(eq(tripDays.id, runId));
      expect(run).toMatchObject({ status: 'completed' });
      expect(run?.startedAt).not.toBeNull();
      expect(run?.finishedAt).not.toBeNull();
      await new Promise((resolve) => setImmediate(resolve));
      expect(events.map((event) => event.status)).toEqual(['in_progress', 'completed']);
    } finally {
      stop();
    }
  });

  it('lets another driver neither start nor finish the run', async () => {
    const driver = await createDriver();
    const { runId } = await runWithRides(driver, 1);
    const other = await createDriver();
    expect((await driverCall(other, 'POST', `/runs/${runId}/start`)).statusCode).toBe(404);
    expect((await driverCall(other, 'POST', `/runs/${runId}/finish`)).statusCode).toBe(404);
  });

  it('refuses, in the database itself, a ride status that goes back', async () => {
    const driver = await createDriver();
    const { runId, rides } = await runWithRides(driver, 1);
    const rideId = rides[0]?.ride.id ?? 0;
    clock.set(THURSDAY_BOARDING);
    await driverCall(driver, 'POST', '/check-ins', {
      check_ins: [scan(runId, rides[0]?.ride.boarding_code ?? '')],
    });
    await expect(
      db().update(bookingRides).set({ status: 'booked' }).where(eq(bookingRides.id, rideId)),
    ).rejects.toThrow();
    await expect(
      db().update(bookingRides).set({ status: 'cancelled' }).where(eq(bookingRides.id, rideId)),
    ).rejects.toThrow();
    expect(await rideStatus(rideId)).toBe('boarded');
  });
});
