import { type DatabaseHandle, openPostgres, rowsOf, sql } from '@shuttle/db';
import { withDatabaseName } from '@shuttle/db/testing/test-database';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookAs, oneWayBody, riderHeader } from '../../../test/booking-factories.ts';
import { createItinerary, createRoute, createStops } from '../../../test/network-factories.ts';
import { createOperator, opsCall, type Staff } from '../../../test/operations-factories.ts';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { buildApp } from '../../app.ts';
import { ManualClock } from '../../shared/clock.ts';

/**
 * Route discovery keeps the network part of its answers in each process and reads seats and run
 * status fresh (docs/decisions/191-discovery-network-cache.md). Two app instances on one database
 * stand for two API processes, as in shared-keys.test.ts; on Postgres each has its own pool.
 */
// Wednesday 25 November 2026, 07:00 in Lagos.
const WEDNESDAY_MORNING = new Date('2026-11-25T06:00:00Z');
const clock = new ManualClock(WEDNESDAY_MORNING);
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
/** N500 plus N250 per stop travelled (network factory): first to last stop is two stops. */
const LINE_FARE_KOBO = 100_000;
/** The seeded company (migrations). */
const BUSINESS_PILOT = 1;

let one: TestApp;
let other: FastifyInstance;
/** On Postgres the second app has a pool of its own, as a second process would. */
let othersDatabase: DatabaseHandle | undefined;
let operator: Staff;
beforeAll(async () => {
  one = await createTestApp({ clock, env: { DATA_DIR: '/nonexistent-first' } });
  const target = inject('testDatabase');
  if (target.kind === 'postgres') {
    const [row] = await rowsOf<{ name: string }>(one.app.deps.db, sql`SELECT current_database() AS name`);
    othersDatabase = openPostgres(withDatabaseName(target.source, String(row?.name)), 2);
  }
  other = await buildApp({
    config: testConfig({ DATA_DIR: '/nonexistent-second' }),
    // The embedded database is one process's: there both apps share it.
    database: othersDatabase ?? one.database,
    clock,
  });
  await other.ready();
  operator = await createOperator(one.app);
});
afterAll(async () => {
  await other?.close();
  await othersDatabase?.close();
  await one?.app.close();
  await one?.database.close();
});
afterEach(() => clock.set(WEDNESDAY_MORNING));

const db = () => one.app.deps.db;

interface Line {
  stops: [number, number, number];
  routeId: number;
  itineraryId: number;
}

/** Three stops, one route, one weekday departure with 14 seats and the route's default fares. */
async function createLine(departureTime = '06:30'): Promise<Line> {
  const stops = (await createStops(db(), 3)).map((stop) => stop.id) as [number, number, number];
  const route = await createRoute(db(), stops, { minutes: [0, 20, 40] });
  const itinerary = await createItinerary(db(), route.id, { departureTime });
  return { stops, routeId: route.id, itineraryId: itinerary.id };
}

interface Trip {
  itinerary_id: number;
  departure_time: string;
  fare_kobo: number;
  seats_available: number;
  capacity: number;
}

async function trips(app: FastifyInstance, line: Line, tripDate = THURSDAY): Promise<Trip[]> {
  const answer = await app.inject({
    method: 'GET',
    url: `/v1/route-discovery/from/${line.stops[0]}/to/${line.stops[2]}?tripDate=${tripDate}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

const cacheOf = (app: FastifyInstance) => app.services.network.discoveryCacheStats();

async function book(line: Line, seats = 1) {
  const rider = await createRider(db(), { balanceKobo: 1_000_000 });
  const answer = await bookAs(one.app, rider, oneWayBody(line, THURSDAY, { seats }));
  expect(answer.statusCode).toBe(201);
}

const putFare = (line: Line, fareKobo: number) =>
  opsCall(one.app, operator, 'PUT', `/routes/${line.routeId}/fares`, {
    itinerary_id: line.itineraryId,
    fares: [{ pickup_id: line.stops[0], destination_id: line.stops[2], fare_kobo: fareKobo }],
  });

const networkVersion = async () =>
  Number((await rowsOf<{ version: string }>(db(), sql`SELECT version FROM network_version`))[0]?.version);

describe('route discovery from its cache', () => {
  it('answers a question asked before from the cache, with the seats a booking just took', async () => {
    const line = await createLine();
    expect((await trips(one.app, line)).map((trip) => trip.seats_available)).toEqual([14]);
    const before = cacheOf(one.app);

    await book(line, 2);
    const after = await trips(one.app, line);
    expect(after).toMatchObject([{ itinerary_id: line.itineraryId, seats_available: 12, capacity: 14 }]);
    expect(cacheOf(one.app)).toMatchObject({ hits: before.hits + 1, stale: before.stale });
  });

  it('leaves out a run called off at once, though its answer is kept', async () => {
    const line = await createLine();
    await book(line);
    expect(await trips(one.app, line)).toHaveLength(1);
    const list = await opsCall(one.app, operator, 'GET', `/trip-days?date=${THURSDAY}&limit=200`);
    const run = list
      .json()
      .data.find((item: { itinerary_id: number }) => item.itinerary_id === line.itineraryId);
    const before = cacheOf(one.app);

    const cancelled = await opsCall(one.app, operator, 'POST', `/trip-days/${run.id}/cancel`, {
      reason: 'The bus broke down',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await trips(one.app, line)).toEqual([]);
    expect(cacheOf(one.app)).toMatchObject({ hits: before.hits + 1, stale: before.stale });
  });

  it("drops today's ride once its pickup has passed, from a kept answer", async () => {
    const line = await createLine('08:00');
    expect((await trips(one.app, line, WEDNESDAY)).map((trip) => trip.departure_time)).toEqual(['08:00']);
    clock.set(new Date('2026-11-25T07:30:00Z'));
    expect(await trips(one.app, line, WEDNESDAY)).toEqual([]);
  });

  it("shows an operator's fare change in the next answer", async () => {
    const line = await createLine();
    expect((await trips(one.app, line)).map((trip) => trip.fare_kobo)).toEqual([LINE_FARE_KOBO]);
    const before = cacheOf(one.app);

    expect((await putFare(line, 95_000)).statusCode).toBe(200);
    expect((await trips(one.app, line)).map((trip) => trip.fare_kobo)).toEqual([95_000]);
    expect(cacheOf(one.app).stale).toBe(before.stale + 1);
  });

  it("shows an operator's departure change, and a departure taken out of service, in the next answer", async () => {
    const line = await createLine();
    expect((await trips(one.app, line)).map((trip) => trip.departure_time)).toEqual(['06:30']);

    const moved = await opsCall(one.app, operator, 'PATCH', `/itineraries/${line.itineraryId}`, {
      departure_time: '06:45',
    });
    expect(moved.statusCode).toBe(200);
    expect((await trips(one.app, line)).map((trip) => trip.departure_time)).toEqual(['06:45']);

    const stopped = await opsCall(one.app, operator, 'PATCH', `/itineraries/${line.itineraryId}`, {
      active: false,
    });
    expect(stopped.statusCode).toBe(200);
    expect(await trips(one.app, line)).toEqual([]);
  });

  it('shows an edit made through one process in the next answer of the other', async () => {
    const line = await createLine();
    expect((await trips(other, line)).map((trip) => trip.fare_kobo)).toEqual([LINE_FARE_KOBO]);
    expect((await trips(other, line)).map((trip) => trip.fare_kobo)).toEqual([LINE_FARE_KOBO]);
    const before = cacheOf(other);

    expect((await putFare(line, 120_000)).statusCode).toBe(200);
    expect((await trips(other, line)).map((trip) => trip.fare_kobo)).toEqual([120_000]);
    expect(cacheOf(other).stale).toBe(before.stale + 1);
    // And a booking through the first shows in the second's kept answer.
    await book(line, 3);
    expect((await trips(other, line)).map((trip) => trip.seats_available)).toEqual([11]);
  });

  it('shows a write made straight in SQL, by no code path of the app', async () => {
    const line = await createLine();
    expect((await trips(one.app, line)).map((trip) => trip.fare_kobo)).toEqual([LINE_FARE_KOBO]);
    await db().execute(
      sql`UPDATE route_fares SET fare_kobo = 60000 WHERE route_id = ${line.routeId} AND pickup_stop_id = ${line.stops[0]}`,
    );
    expect((await trips(one.app, line)).map((trip) => trip.fare_kobo)).toEqual([60_000]);
  });

  it('shows a new departure where the answer was empty before', async () => {
    const stops = (await createStops(db(), 3)).map((stop) => stop.id) as [number, number, number];
    const route = await createRoute(db(), stops, { minutes: [0, 20, 40] });
    const line = { stops, routeId: route.id, itineraryId: 0 };
    expect(await trips(one.app, line)).toEqual([]);
    expect(await trips(one.app, line)).toEqual([]);
    line.itineraryId = (await createItinerary(db(), route.id)).id;
    expect((await trips(one.app, line)).map((trip) => trip.itinerary_id)).toEqual([line.itineraryId]);
    expect((await trips(one.app, line)).map((trip) => trip.itinerary_id)).toEqual([line.itineraryId]);
  });

  it('keeps answers apart by date', async () => {
    const line = await createLine();
    const before = cacheOf(one.app);
    await trips(one.app, line, THURSDAY);
    await trips(one.app, line, '2026-11-27');
    expect(cacheOf(one.app).misses).toBe(before.misses + 2);
    // Saturday: the weekday departure does not run, whatever was kept for Thursday.
    expect(await trips(one.app, line, '2026-11-28')).toEqual([]);
  });

  it("keeps a company's private routes out of the public's answer", async () => {
    const [a, b] = (await createStops(db(), 2)).map((stop) => stop.id) as [number, number];
    const route = await createRoute(db(), [a, b], { corporateId: BUSINESS_PILOT });
    await createItinerary(db(), route.id);
    const member = await createRider(db(), { corporateId: BUSINESS_PILOT });
    const ask = async (headers: Record<string, string>) => {
      const answer = await one.app.inject({
        method: 'GET',
        url: `/v1/route-discovery/from/${a}/to/${b}?tripDate=${THURSDAY}`,
        headers,
      });
      return answer.json().data as Trip[];
    };
    expect(await ask(await riderHeader(one.app, member))).toHaveLength(1);
    expect(await ask({})).toEqual([]);
    expect(await ask(await riderHeader(one.app, member))).toHaveLength(1);
  });

  it('costs a booking nothing: seats do not move the network version', async () => {
    const line = await createLine();
    await trips(one.app, line);
    const version = await networkVersion();
    await book(line);
    expect(await networkVersion()).toBe(version);
    const triggers = await rowsOf<{ table: string }>(
      db(),
      sql`SELECT tgrelid::regclass::text AS table FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
          WHERE p.proname = 'network_changed' ORDER BY 1`,
    );
    expect(triggers.map((row) => row.table)).toEqual([
      'bus_stops',
      'itineraries',
      'itinerary_fares',
      'route_fares',
      'route_stops',
      'routes',
    ]);
  });
});
