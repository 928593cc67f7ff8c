import { bookingRides, eq } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookAs, oneWayBody, riderHeader } from '../../../test/booking-factories.ts';
import {
  auditRowsBy,
  createOperator,
  opsCall,
  routeCode,
  type Staff,
  stopBody,
} from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createRider } from '../../../test/wallet-factories.ts';
import { ManualClock } from '../../shared/clock.ts';
import { auditLedger } from '../wallet/ledger-audit.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const BUSINESS_PILOT = 1;

let operator: Staff;
beforeAll(async () => {
  operator = await createOperator(ctx.app);
});

async function createStops(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const answer = await opsCall(ctx.app, operator, 'POST', '/stops', stopBody());
    expect(answer.statusCode).toBe(201);
    ids.push(answer.json().id);
  }
  return ids;
}

const routeBody = (stops: number[], extra: Record<string, unknown> = {}) => ({
  code: routeCode(),
  name: 'Ops test line',
  city_id: 1,
  visibility: 'public',
  stops: stops.map((stopId, index) => ({
    stop_id: stopId,
    minutes_from_start: index * 20,
    pickup: index < stops.length - 1,
    dropoff: index > 0,
  })),
  ...extra,
});

/** A route of three stops with a 06:30 weekday departure and a default fare table, all through the ops calls. */
async function createLine(extra: Record<string, unknown> = {}) {
  const stops = await createStops(3);
  const route = await opsCall(ctx.app, operator, 'POST', '/routes', routeBody(stops, extra));
  expect(route.statusCode).toBe(201);
  const routeId: number = route.json().id;
  const itinerary = await opsCall(ctx.app, operator, 'POST', `/routes/${routeId}/itineraries`, {
    departure_time: '06:30',
    days: [2, 3, 4, 5, 6],
    capacity: 14,
  });
  expect(itinerary.statusCode).toBe(201);
  const fares = await opsCall(ctx.app, operator, 'PUT', `/routes/${routeId}/fares`, {
    itinerary_id: null,
    fares: [
      { pickup_id: stops[0], destination_id: stops[1], fare_kobo: 50_000 },
      { pickup_id: stops[0], destination_id: stops[2], fare_kobo: 80_000 },
      { pickup_id: stops[1], destination_id: stops[2], fare_kobo: 40_000 },
    ],
  });
  expect(fares.statusCode).toBe(200);
  return { stops: stops as [number, number, number], routeId, itineraryId: itinerary.json().id as number };
}

const book = (rider: { id: number }, line: { stops: [number, number, number]; itineraryId: number }) =>
  bookAs(ctx.app, rider, oneWayBody(line, THURSDAY));

const discover = (from: number, to: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/route-discovery/from/${from}/to/${to}?tripDate=${THURSDAY}`,
    headers,
  });

describe('the network through the ops calls', () => {
  it('a new public route is discovered and booked by a rider at once; every write has one audit row', async () => {
    const before = await auditRowsBy(ctx.app, operator.user.id);
    const line = await createLine();
    // 3 stops, the route, the departure, the fare table.
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(before + 6);

    const found = await discover(line.stops[0], line.stops[2]);
    expect(found.json().data).toEqual([
      expect.objectContaining({
        itinerary_id: line.itineraryId,
        departure_time: '06:30',
        pickup: expect.objectContaining({ time: '06:30' }),
        destination: expect.objectContaining({ time: '07:10' }),
        fare_kobo: 80_000,
        seats_available: 14,
      }),
    ]);
    const rider = await createRider(db(), { balanceKobo: 200_000 });
    const booked = await book(rider, line);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ total_kobo: 80_000 });
    expect(await auditLedger(db())).toEqual([]);
  });

  it('changing fares prices new bookings only', async () => {
    const line = await createLine();
    const rider = await createRider(db(), { balanceKobo: 500_000 });
    const first = await book(rider, line);
    expect(first.statusCode).toBe(201);

    const put = await opsCall(ctx.app, operator, 'PUT', `/routes/${line.routeId}/fares`, {
      itinerary_id: line.itineraryId,
      fares: [{ pickup_id: line.stops[0], destination_id: line.stops[2], fare_kobo: 95_000 }],
    });
    expect(put.statusCode).toBe(200);
    const table = await opsCall(
      ctx.app,
      operator,
      'GET',
      `/routes/${line.routeId}/fares?itinerary_id=${line.itineraryId}`,
    );
    expect(table.json()).toEqual({
      itinerary_id: line.itineraryId,
      fares: [{ pickup_id: line.stops[0], destination_id: line.stops[2], fare_kobo: 95_000 }],
    });

    const second = await book(await createRider(db(), { balanceKobo: 500_000 }), line);
    expect(second.json()).toMatchObject({ total_kobo: 95_000 });
    const [kept] = await db().select().from(bookingRides).where(eq(bookingRides.bookingId, first.json().id));
    expect(kept?.fareKobo).toBe(80_000);
  });

  it('refuses edits that would strand booked rides, with 409 and a clear message', async () => {
    const line = await createLine();
    const rider = await createRider(db(), { balanceKobo: 200_000 });
    expect((await book(rider, line)).statusCode).toBe(201);
    const auditBefore = await auditRowsBy(ctx.app, operator.user.id);

    const reversed = await opsCall(ctx.app, operator, 'PATCH', `/routes/${line.routeId}`, {
      stops: [line.stops[2], line.stops[1], line.stops[0]].map((stopId, index) => ({
        stop_id: stopId,
        minutes_from_start: index * 20,
        pickup: index < 2,
        dropoff: index > 0,
      })),
    });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json()).toMatchObject({ code: 'IN_USE', message: expect.stringContaining('Thu') });

    const withoutLast = await opsCall(ctx.app, operator, 'PATCH', `/routes/${line.routeId}`, {
      stops: [
        { stop_id: line.stops[0], minutes_from_start: 0, pickup: true, dropoff: false },
        { stop_id: line.stops[1], minutes_from_start: 20, pickup: false, dropoff: true },
      ],
    });
    expect(withoutLast.statusCode).toBe(409);

    const off = await opsCall(ctx.app, operator, 'PATCH', `/routes/${line.routeId}`, { active: false });
    expect(off.statusCode).toBe(409);
    const stopOff = await opsCall(ctx.app, operator, 'PATCH', `/stops/${line.stops[2]}`, { active: false });
    expect(stopOff.statusCode).toBe(409);
    const departureOff = await opsCall(ctx.app, operator, 'PATCH', `/itineraries/${line.itineraryId}`, {
      days: [2, 3, 4, 6],
    });
    expect(departureOff.statusCode).toBe(409);
    expect(departureOff.json().message).toMatch(/06:30 departure has 1 booked ride/);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(auditBefore);

    // Adding a stop in the middle strands nobody.
    const [extra] = await createStops(1);
    const longer = await opsCall(ctx.app, operator, 'PATCH', `/routes/${line.routeId}`, {
      stops: [line.stops[0], extra, line.stops[1], line.stops[2]].map((stopId, index) => ({
        stop_id: stopId,
        minutes_from_start: index * 10,
        pickup: index < 3,
        dropoff: index > 0,
      })),
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().stops.map((stop: { stop_id: number }) => stop.stop_id)).toEqual([
      line.stops[0],
      extra,
      line.stops[1],
      line.stops[2],
    ]);
  });

  it('a route without bookings can be switched off, and riders no longer find it', async () => {
    const line = await createLine();
    const off = await opsCall(ctx.app, operator, 'PATCH', `/routes/${line.routeId}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect((await discover(line.stops[0], line.stops[2])).json().data).toEqual([]);
    const departure = await createLine();
    const paused = await opsCall(ctx.app, operator, 'PATCH', `/itineraries/${departure.itineraryId}`, {
      active: false,
    });
    expect(paused.json()).toMatchObject({ active: false });
    expect((await discover(departure.stops[0], departure.stops[2])).json().data).toEqual([]);
  });

  it('a private route is found and booked only by members of its company', async () => {
    const line = await createLine({ visibility: 'private', corporate_id: BUSINESS_PILOT });
    const outsider = await createRider(db(), { balanceKobo: 200_000 });
    const member = await createRider(db(), { balanceKobo: 200_000, corporateId: BUSINESS_PILOT });
    expect((await discover(line.stops[0], line.stops[2])).json().data).toEqual([]);
    const asOutsider = await discover(line.stops[0], line.stops[2], await riderHeader(ctx.app, outsider));
    expect(asOutsider.json().data).toEqual([]);
    const stale = await discover(line.stops[0], line.stops[2], { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(200);
    const asMember = await discover(line.stops[0], line.stops[2], await riderHeader(ctx.app, member));
    expect(asMember.json().data).toEqual([expect.objectContaining({ itinerary_id: line.itineraryId })]);
    expect((await book(outsider, line)).statusCode).toBe(409);
    expect((await book(member, line)).statusCode).toBe(201);
  });

  it('lists stops and routes with their stops, paginated on the server', async () => {
    const line = await createLine();
    const stops = await opsCall(ctx.app, operator, 'GET', '/stops?limit=2&page=1');
    expect(stops.json().data).toHaveLength(2);
    expect(stops.json().meta).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    const routes = await opsCall(
      ctx.app,
      operator,
      'GET',
      `/routes?q=${encodeURIComponent('OPS-')}&limit=100`,
    );
    const mine = routes.json().data.find((route: { id: number }) => route.id === line.routeId);
    expect(mine).toMatchObject({
      itinerary_count: 1,
      stops: [{ position: 1 }, { position: 2 }, { position: 3 }],
    });
    const itineraries = await opsCall(ctx.app, operator, 'GET', `/routes/${line.routeId}/itineraries`);
    expect(itineraries.json().data).toEqual([
      expect.objectContaining({
        id: line.itineraryId,
        departure_time: '06:30',
        days: [2, 3, 4, 5, 6],
        active: true,
      }),
    ]);
  });
});

describe('validation of network edits', () => {
  it('refuses coordinates outside the world or the Lagos area, with a clear message', async () => {
    const outside = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/stops',
      stopBody({ latitude: 9.05, longitude: 7.49 }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/outside the Lagos service area/);
    const impossible = await opsCall(ctx.app, operator, 'POST', '/stops', stopBody({ latitude: 123 }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toMatch(/between -90 and 90/);
    const swapped = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/stops',
      stopBody({ latitude: 3.4, longitude: 6.5 }),
    );
    expect(swapped.statusCode).toBe(400);
  });

  it('refuses routes whose stops repeat, run backwards in time, or whose fares the route cannot carry', async () => {
    const stops = await createStops(3);
    const twice = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/routes',
      routeBody([stops[0] ?? 0, stops[1] ?? 0, stops[0] ?? 0]),
    );
    expect(twice.statusCode).toBe(400);
    const backwards = routeBody(stops);
    backwards.stops[2] = { ...backwards.stops[2], minutes_from_start: 5 } as (typeof backwards.stops)[number];
    expect((await opsCall(ctx.app, operator, 'POST', '/routes', backwards)).statusCode).toBe(400);
    const privateWithout = await opsCall(
      ctx.app,
      operator,
      'POST',
      '/routes',
      routeBody(stops, { visibility: 'private' }),
    );
    expect(privateWithout.statusCode).toBe(400);

    const line = await createLine();
    const against = await opsCall(ctx.app, operator, 'PUT', `/routes/${line.routeId}/fares`, {
      itinerary_id: null,
      fares: [{ pickup_id: line.stops[2], destination_id: line.stops[0], fare_kobo: 10_000 }],
    });
    expect(against.statusCode).toBe(400);
    expect(against.json().message).toMatch(/does not carry riders/);
    const fractional = await opsCall(ctx.app, operator, 'PUT', `/routes/${line.routeId}/fares`, {
      itinerary_id: null,
      fares: [{ pickup_id: line.stops[0], destination_id: line.stops[2], fare_kobo: 10.5 }],
    });
    expect(fractional.statusCode).toBe(400);
    const duplicateCode = await opsCall(ctx.app, operator, 'POST', '/routes', {
      ...routeBody(stops),
      code: (await opsCall(ctx.app, operator, 'GET', `/routes/${line.routeId}`)).json().code,
    });
    expect(duplicateCode.statusCode).toBe(409);
  });

  it('answers 403 to riders before looking at the body', async () => {
    const rider = await createRider(db());
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/v1/ops/stops',
      headers: await riderHeader(ctx.app, rider),
      payload: { nonsense: true },
    });
    expect(answer.statusCode).toBe(403);
  });
});
