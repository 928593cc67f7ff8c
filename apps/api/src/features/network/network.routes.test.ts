import { eq, tripDays } from '@shuttle/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createItinerary,
  createRoute,
  createStops,
  createTripDay,
  defaultFareKobo,
  setItineraryFare,
} from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

// Wednesday 25 November 2026, 05:00 in Lagos (UTC+1).
const clock = new ManualClock(new Date('2026-11-25T04:00:00Z'));
const ctx = useTestApp({ clock });

const TODAY = '2026-11-25';
const THURSDAY = '2026-11-26';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
const YESTERDAY = '2026-11-24';

const discover = (from: number | string, to: number | string, tripDate: string) =>
  ctx.app.inject({ method: 'GET', url: `/v1/route-discovery/from/${from}/to/${to}?tripDate=${tripDate}` });

interface Trip {
  route: { id: number; code: string };
  itinerary_id: number;
  departure_time: string;
  pickup: { stop: { id: number }; time: string };
  destination: { stop: { id: number }; time: string };
  fare_kobo: number;
  seats_available: number;
  capacity: number;
}
const trips = async (from: number | string, to: number | string, tripDate: string): Promise<Trip[]> => {
  const response = await discover(from, to, tripDate);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('GET /v1/bus-stops', () => {
  it('lists every stop with its label and coordinates, by id', async () => {
    const [first, second] = await createStops(ctx.app.deps.db, 2);
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/bus-stops' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: number }[] };
    expect(data.map((stop) => stop.id)).toEqual([...data.map((stop) => stop.id)].sort((a, b) => a - b));
    expect(data).toContainEqual({
      id: first?.id,
      name: first?.name,
      location: first?.location,
      latitude: 6.5,
      longitude: 3.35,
      city_id: 1,
    });
    expect(data.some((stop) => stop.id === second?.id)).toBe(true);
  });
});

describe('GET /v1/route-discovery/from/{sourceId}/to/{destinationId}', () => {
  // Suburb -> midway -> town, and its own route back.
  let suburb: number;
  let midway: number;
  let town: number;
  let inbound: { id: number; code: string };
  let outbound: { id: number; code: string };
  let early: number;
  let peak: number;
  let evening: number;
  let saturdayRun: number;

  beforeAll(async () => {
    const db = ctx.app.deps.db;
    const stops = await createStops(db, 3);
    [suburb, midway, town] = stops.map((stop) => stop.id) as [number, number, number];
    inbound = await createRoute(db, [suburb, midway, town], { minutes: [0, 20, 45] });
    outbound = await createRoute(db, [town, midway, suburb], { minutes: [0, 25, 50] });
    // Created out of order: the answer is sorted by pickup time.
    peak = (await createItinerary(db, inbound.id, { departureTime: '07:00', capacity: 18 })).id;
    early = (await createItinerary(db, inbound.id, { departureTime: '05:30' })).id;
    saturdayRun = (await createItinerary(db, inbound.id, { departureTime: '09:00', days: [7] })).id;
    evening = (await createItinerary(db, outbound.id, { departureTime: '17:30' })).id;
    await setItineraryFare(db, peak, suburb, town, 180_000);
  });

  it('offers the way to town with times, fares and seats, sorted by pickup time', async () => {
    const found = await trips(suburb, town, THURSDAY);
    expect(found.map((trip) => trip.itinerary_id)).toEqual([early, peak]);
    expect(found[0]).toMatchObject({
      route: { id: inbound.id, code: inbound.code },
      trip_date: THURSDAY,
      departure_time: '05:30',
      pickup: { stop: { id: suburb }, time: '05:30' },
      destination: { stop: { id: town }, time: '06:15' },
      fare_kobo: defaultFareKobo(2),
      seats_available: 14,
      capacity: 14,
    });
    // The 07:00 has a dearer fare of its own; the 05:30 falls back to the route's.
    expect(found[1]).toMatchObject({ departure_time: '07:00', fare_kobo: 180_000, seats_available: 18 });
  });

  it('gives pickup and arrival times from a stop along the way', async () => {
    const found = await trips(midway, town, THURSDAY);
    expect(found.map((trip) => [trip.pickup.time, trip.destination.time])).toEqual([
      ['05:50', '06:15'],
      ['07:20', '07:45'],
    ]);
    expect(found[0]?.fare_kobo).toBe(defaultFareKobo(1));
  });

  it('offers the way home on the route back', async () => {
    const found = await trips(town, suburb, THURSDAY);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      route: { id: outbound.id },
      itinerary_id: evening,
      pickup: { time: '17:30' },
      destination: { time: '18:20' },
    });
  });

  it('offers only the departures that run on that weekday', async () => {
    expect((await trips(suburb, town, SATURDAY)).map((trip) => trip.itinerary_id)).toEqual([saturdayRun]);
    expect(await trips(suburb, town, SUNDAY)).toEqual([]);
    expect(await trips(town, suburb, SATURDAY)).toEqual([]);
  });

  it('offers a departure only within its active dates', async () => {
    const db = ctx.app.deps.db;
    const [a, b] = (await createStops(db, 2)).map((stop) => stop.id) as [number, number];
    const route = await createRoute(db, [a, b]);
    await createItinerary(db, route.id, { activeFrom: '2026-12-01', activeUntil: '2026-12-31' });
    expect(await trips(a, b, THURSDAY)).toEqual([]);
    expect(await trips(a, b, '2026-12-02')).toHaveLength(1);
    expect(await trips(a, b, '2027-01-04')).toEqual([]);
  });

  it('counts the seats booked on that date, shows a full run as 0 seats, hides a cancelled run', async () => {
    const db = ctx.app.deps.db;
    await createTripDay(db, peak, THURSDAY, { capacity: 18, seatsBooked: 11 });
    await createTripDay(db, early, THURSDAY, { capacity: 14, seatsBooked: 14 });
    const found = await trips(suburb, town, THURSDAY);
    expect(found.map((trip) => [trip.itinerary_id, trip.seats_available])).toEqual([
      [early, 0],
      [peak, 7],
    ]);
    // Another date is untouched.
    expect((await trips(suburb, town, '2026-11-27')).map((trip) => trip.seats_available)).toEqual([14, 18]);

    await db.update(tripDays).set({ status: 'cancelled' }).where(eq(tripDays.itineraryId, early));
    expect((await trips(suburb, town, THURSDAY)).map((trip) => trip.itinerary_id)).toEqual([peak]);
  });

  it('does not offer today the rides whose pickup has passed', async () => {
    clock.set(new Date('2026-11-25T05:55:00Z')); // 06:55 in Lagos
    try {
      expect((await trips(suburb, town, TODAY)).map((trip) => trip.itinerary_id)).toEqual([peak]);
      // From midway the 07:00 picks up at 07:20: still to come. The 05:30 passed at 05:50.
      expect((await trips(midway, town, TODAY)).map((trip) => trip.pickup.time)).toEqual(['07:20']);
      clock.set(new Date('2026-11-25T06:20:00Z')); // 07:20
      expect(await trips(midway, town, TODAY)).toEqual([]);
      expect(await trips(suburb, town, '2026-11-27')).toHaveLength(2);
    } finally {
      clock.set(new Date('2026-11-25T04:00:00Z'));
    }
  });

  it('answers an empty list for a past date, unknown stops and pairs no route serves', async () => {
    expect(await trips(suburb, town, YESTERDAY)).toEqual([]);
    expect(await trips(suburb, 2_000_000_000, THURSDAY)).toEqual([]);
    expect(await trips(2_000_000_000, town, THURSDAY)).toEqual([]);
    expect(await trips(suburb, suburb, THURSDAY)).toEqual([]);
    const [island] = await createStops(ctx.app.deps.db, 1);
    expect(await trips(suburb, island?.id ?? 0, THURSDAY)).toEqual([]);
  });

  it('respects where a route may not pick up or drop off', async () => {
    const db = ctx.app.deps.db;
    const [a, b, c] = (await createStops(db, 3)).map((stop) => stop.id) as [number, number, number];
    const route = await createRoute(db, [a, b, c], { noPickUpAt: [1], noDropOffAt: [1] });
    await createItinerary(db, route.id);
    expect(await trips(a, c, THURSDAY)).toHaveLength(1);
    expect(await trips(a, b, THURSDAY)).toEqual([]);
    expect(await trips(b, c, THURSDAY)).toEqual([]);
  });

  it('offers only active public routes that have a fare for the pair', async () => {
    const db = ctx.app.deps.db;
    const [a, b] = (await createStops(db, 2)).map((stop) => stop.id) as [number, number];
    await createItinerary(db, (await createRoute(db, [a, b], { active: false })).id);
    await createItinerary(db, (await createRoute(db, [a, b], { corporateId: 1 })).id);
    await createItinerary(db, (await createRoute(db, [a, b], { defaultFares: false })).id);
    expect(await trips(a, b, THURSDAY)).toEqual([]);
  });

  it.each([
    ['abc', '2'],
    ['-1', '2'],
    ['0', '2'],
    ['1.5', '2'],
    ['99999999999999999999', '2'],
    ['1', '1e3'],
    ['1', '%27%3B%20drop%20table%20routes'],
  ])('answers 400 or an empty list, never 500, for source %s and destination %s', async (from, to) => {
    const response = await discover(from, to, THURSDAY);
    expect([200, 400]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(response.json().data).toEqual([]);
    else expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it.each(['2026-02-30', 'tomorrow', '', '26-11-2026'])(
    'answers 400 for the trip date "%s"',
    async (date) => {
      const response = await discover(suburb, town, date);
      expect(response.statusCode).toBe(400);
    },
  );

  it('answers 400 without a trip date', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v1/route-discovery/from/${suburb}/to/${town}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /v1/routes/catalogue', () => {
  it('lists active public routes with their stops in order, departures and fares from the first stop', async () => {
    const db = ctx.app.deps.db;
    const [a, b, c] = (await createStops(db, 3)).map((stop) => stop.id) as [number, number, number];
    const route = await createRoute(db, [a, b, c], { minutes: [0, 10, 30] });
    await createItinerary(db, route.id, { departureTime: '17:00' });
    const first = await createItinerary(db, route.id, { departureTime: '06:00', days: [2, 4] });
    const hidden = await createRoute(db, [a, b], { active: false });

    const response = await ctx.app.inject({ method: 'GET', url: '/v1/routes/catalogue' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: number; code: string }[] };
    expect(data.some((item) => item.id === hidden.id)).toBe(false);
    expect(data.find((item) => item.id === route.id)).toMatchObject({
      code: route.code,
      stops: [
        {
          id: a,
          minutes_from_start: 0,
          can_pick_up: true,
          can_drop_off: false,
          fare_from_first_stop_kobo: null,
        },
        { id: b, minutes_from_start: 10, fare_from_first_stop_kobo: defaultFareKobo(1) },
        { id: c, minutes_from_start: 30, can_pick_up: false, fare_from_first_stop_kobo: defaultFareKobo(2) },
      ],
      departures: [
        { itinerary_id: first.id, departure_time: '06:00', days_of_week: [2, 4], capacity: 14 },
        { departure_time: '17:00' },
      ],
    });
  });
});
