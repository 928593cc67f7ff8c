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
import { NetworkService } from './network.service.ts';

// Wednesday 25 November 2026, 07:00 in Lagos.
const clock = new ManualClock(new Date('2026-11-25T06:00:00Z'));
const ctx = useTestApp({ clock });
const THURSDAY = '2026-11-26';

describe('NetworkService.findItineraryForRide', () => {
  let service: NetworkService;
  let stops: [number, number, number];
  let itineraryId: number;

  beforeAll(async () => {
    const db = ctx.app.deps.db;
    service = new NetworkService(ctx.app.deps);
    stops = (await createStops(db, 3)).map((stop) => stop.id) as [number, number, number];
    const route = await createRoute(db, stops, { minutes: [0, 20, 40] });
    itineraryId = (await createItinerary(db, route.id, { departureTime: '06:50', capacity: 14 })).id;
    await setItineraryFare(db, itineraryId, stops[0], stops[2], 150_000);
  });

  const ride = (overrides: Partial<Parameters<NetworkService['findItineraryForRide']>[0]> = {}) =>
    service.findItineraryForRide({
      itineraryId,
      pickupId: stops[0],
      destinationId: stops[2],
      tripDate: THURSDAY,
      ...overrides,
    });

  it('prices a ride with its times and seats', async () => {
    const lookup = await ride();
    expect(lookup).toMatchObject({
      bookable: true,
      ride: {
        itineraryId,
        tripDate: THURSDAY,
        departureTime: '06:50',
        pickupTime: '06:50',
        arrivalTime: '07:30',
        fareKobo: 150_000,
        capacity: 14,
        seatsAvailable: 14,
      },
    });
    expect(await ride({ pickupId: stops[1] })).toMatchObject({
      bookable: true,
      ride: { pickupTime: '07:10', fareKobo: defaultFareKobo(1) },
    });
  });

  it.each([
    [{ itineraryId: 2_000_000_000 }, 'ITINERARY_NOT_FOUND'],
    [{ tripDate: '2026-11-24' }, 'DATE_PASSED'],
    [{ tripDate: '2026-11-29' }, 'NOT_RUNNING'],
    [{ tripDate: '2025-12-31' }, 'DATE_PASSED'],
    // 07:00 now: from the first stop the 06:50 has left, from the second (07:10) it has not.
    [{ tripDate: '2026-11-25' }, 'DEPARTED'],
  ] as const)('refuses %j with %s', async (overrides, reason) => {
    expect(await ride(overrides)).toMatchObject({ bookable: false, reason });
  });

  it('refuses pairs the departure does not serve, in either order', async () => {
    expect(await ride({ pickupId: stops[2], destinationId: stops[0] })).toMatchObject({
      reason: 'STOPS_NOT_SERVED',
    });
    expect(await ride({ destinationId: stops[0] })).toMatchObject({ reason: 'STOPS_NOT_SERVED' });
    expect(await ride({ tripDate: '2026-11-25', pickupId: stops[1] })).toMatchObject({ bookable: true });
  });

  it('refuses a cancelled run, an inactive route and another company’s private route', async () => {
    const db = ctx.app.deps.db;
    const tripDay = await createTripDay(db, itineraryId, '2026-11-27', { status: 'cancelled' });
    expect(await ride({ tripDate: tripDay.tripDate })).toMatchObject({ reason: 'TRIP_CANCELLED' });

    const [a, b] = (await createStops(db, 2)).map((stop) => stop.id) as [number, number];
    const closed = await createItinerary(db, (await createRoute(db, [a, b], { active: false })).id);
    const privateRun = await createItinerary(db, (await createRoute(db, [a, b], { corporateId: 1 })).id);
    const unpriced = await createItinerary(db, (await createRoute(db, [a, b], { defaultFares: false })).id);
    const at = { pickupId: a, destinationId: b };
    expect(await ride({ ...at, itineraryId: closed.id })).toMatchObject({ reason: 'ROUTE_UNAVAILABLE' });
    expect(await ride({ ...at, itineraryId: privateRun.id })).toMatchObject({ reason: 'ROUTE_UNAVAILABLE' });
    expect(await ride({ ...at, itineraryId: privateRun.id, corporateId: 2 })).toMatchObject({
      reason: 'ROUTE_UNAVAILABLE',
    });
    expect(await ride({ ...at, itineraryId: privateRun.id, corporateId: 1 })).toMatchObject({
      bookable: true,
    });
    expect(await ride({ ...at, itineraryId: unpriced.id })).toMatchObject({ reason: 'FARE_MISSING' });
  });
});
