import { asc, busStops, count, eq, itineraries, routeStops, routes } from '@shuttle/db';
import { seedLagosNetwork } from '@shuttle/db/seed';
import { LAGOS_CORRIDORS, LAGOS_STOPS } from '@shuttle/db/seed/lagos-network';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

// Saturday 21 November 2026, 09:00 in Lagos.
const ctx = useTestApp({ clock: new ManualClock(new Date('2026-11-21T08:00:00Z')) });
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';

const stopId = (name: string) => {
  const stop = LAGOS_STOPS.find((candidate) => candidate.name === name);
  if (!stop) throw new Error(`No seeded stop ${name}`);
  return stop.id;
};

interface Trip {
  route: { code: string };
  departure_time: string;
  fare_kobo: number;
  pickup: { time: string };
  destination: { time: string };
}
const discover = async (from: string, to: string, tripDate: string): Promise<Trip[]> => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/route-discovery/from/${stopId(from)}/to/${stopId(to)}?tripDate=${tripDate}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('the seeded Lagos network', () => {
  beforeAll(async () => {
    expect(await seedLagosNetwork(ctx.app.deps.db)).toBe(true);
  });

  it('seeds once: a second start leaves the network as it is', async () => {
    const before = await ctx.app.deps.db.select({ total: count() }).from(routes);
    expect(await seedLagosNetwork(ctx.app.deps.db)).toBe(false);
    expect(await ctx.app.deps.db.select({ total: count() }).from(routes)).toEqual(before);
  });

  it('has at least 60 real stops and 12 corridors served both ways', async () => {
    const db = ctx.app.deps.db;
    const stops = await db.select().from(busStops);
    expect(stops.length).toBeGreaterThanOrEqual(60);
    for (const stop of stops) {
      // Greater Lagos, from Agbara to Mowe and Sangotedo.
      expect(stop.latitude).toBeGreaterThan(6.35);
      expect(stop.latitude).toBeLessThan(6.85);
      expect(stop.longitude).toBeGreaterThan(3.05);
      expect(stop.longitude).toBeLessThan(3.7);
    }
    const codes = (await db.select({ code: routes.code }).from(routes)).map((route) => route.code);
    expect(codes.length).toBeGreaterThanOrEqual(24);
    for (const code of codes) expect(codes).toContain(code.split('-').reverse().join('-'));
    const [departures] = await db.select({ total: count() }).from(itineraries);
    expect(departures?.total).toBeGreaterThan(codes.length * 10);
  });

  it('numbers stops upward toward town on every route and downward on the way home', async () => {
    const db = ctx.app.deps.db;
    const rows = await db
      .select({ code: routes.code, stopId: routeStops.stopId })
      .from(routeStops)
      .innerJoin(routes, eq(routes.id, routeStops.routeId))
      .orderBy(asc(routes.code), asc(routeStops.position));
    const byRoute = new Map<string, number[]>();
    for (const row of rows) byRoute.set(row.code, [...(byRoute.get(row.code) ?? []), row.stopId]);
    const inboundCodes = new Set(LAGOS_CORRIDORS.map((corridor) => corridor.codes[0]));
    for (const [code, ids] of byRoute) {
      const sorted = [...ids].sort((a, b) => (inboundCodes.has(code) ? a - b : b - a));
      expect(ids, code).toEqual(sorted);
    }
    const served = new Set(rows.map((row) => row.stopId));
    expect(LAGOS_STOPS.every((stop) => served.has(stop.id))).toBe(true);
  });

  it('takes a rider from Ikorodu to Obalende in the morning and back in the evening', async () => {
    const toWork = await discover('Ikorodu Garage', 'Obalende', MONDAY);
    expect(toWork.length).toBeGreaterThanOrEqual(7);
    expect(toWork[0]).toMatchObject({ route: { code: 'IKR-OBL' }, departure_time: '05:30' });
    const home = await discover('Obalende', 'Ikorodu Garage', MONDAY);
    expect(home.some((trip) => trip.route.code === 'OBL-IKR' && trip.departure_time === '17:30')).toBe(true);
  });

  it('charges more at rush hour than off-peak, and more for farther stops', async () => {
    const toWork = await discover('Ikorodu Garage', 'Obalende', MONDAY);
    const fareAt = (time: string) => toWork.find((trip) => trip.departure_time === time)?.fare_kobo ?? 0;
    expect(fareAt('07:00')).toBeGreaterThan(fareAt('05:30'));
    const nearer = await discover('Ikorodu Garage', 'Ketu', MONDAY);
    expect(nearer.find((trip) => trip.departure_time === '05:30')?.fare_kobo).toBeLessThan(fareAt('05:30'));
    for (const trip of toWork) expect(trip.fare_kobo % 5_000).toBe(0);
  });

  it('runs a few Saturday departures and none on Sunday', async () => {
    expect((await discover('Ajah', 'CMS', SATURDAY)).length).toBeGreaterThan(0);
    expect(await discover('Ajah', 'CMS', '2026-11-29')).toEqual([]);
  });
});
