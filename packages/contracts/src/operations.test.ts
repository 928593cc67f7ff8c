import { describe, expect, it } from 'vitest';
import { FareTable, OPS_MESSAGES, OpsRouteInput, OpsStopInput, WalletAdjustmentInput } from './operations.ts';

const stop = {
  name: 'Ojota',
  location: 'Ojota bus stop, by the footbridge',
  latitude: 6.5869,
  longitude: 3.3792,
  city_id: 1,
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('operations contracts', () => {
  it('accepts a stop in Lagos and names the mistake otherwise', () => {
    expect(OpsStopInput.safeParse(stop).success).toBe(true);
    expect(messagesOf(OpsStopInput.safeParse({ ...stop, latitude: 3.3792, longitude: 6.5869 }))).toContain(
      OPS_MESSAGES.outsideLagos,
    );
    expect(messagesOf(OpsStopInput.safeParse({ ...stop, latitude: -91 }))).toContain(OPS_MESSAGES.latitude);
    expect(OpsStopInput.safeParse({ ...stop, name: 'a\u0000b' }).success).toBe(false);
  });

  it('keeps a route in travel order, with one company for a private route', () => {
    const route = {
      code: 'ikr-obl',
      name: 'Ikorodu to Obalende',
      city_id: 1,
      visibility: 'public',
      stops: [
        { stop_id: 1, minutes_from_start: 0, pickup: true, dropoff: false },
        { stop_id: 2, minutes_from_start: 25, pickup: true, dropoff: true },
        { stop_id: 3, minutes_from_start: 50, pickup: false, dropoff: true },
      ],
    };
    expect(OpsRouteInput.parse(route).code).toBe('IKR-OBL');
    expect(messagesOf(OpsRouteInput.safeParse({ ...route, visibility: 'private' }))).toContain(
      OPS_MESSAGES.privateNeedsCorporate,
    );
    const endsWithoutDropOff = {
      ...route,
      stops: [route.stops[0], route.stops[1], { ...route.stops[2], dropoff: false }],
    };
    expect(messagesOf(OpsRouteInput.safeParse(endsWithoutDropOff))).toContain(OPS_MESSAGES.firstStopPicksUp);
    const backInTime = {
      ...route,
      stops: [route.stops[0], route.stops[1], { ...route.stops[2], minutes_from_start: 10 }],
    };
    expect(messagesOf(OpsRouteInput.safeParse(backInTime))).toContain(OPS_MESSAGES.minutesInOrder);
    const twice = { ...route, stops: [route.stops[0], route.stops[1], { ...route.stops[2], stop_id: 1 }] };
    expect(messagesOf(OpsRouteInput.safeParse(twice))).toContain(OPS_MESSAGES.stopTwice);
  });

  it('refuses a fare table that prices a pair twice, and a zero adjustment', () => {
    const fare = { pickup_id: 1, destination_id: 2, fare_kobo: 50_000 };
    expect(FareTable.safeParse({ itinerary_id: null, fares: [fare] }).success).toBe(true);
    expect(messagesOf(FareTable.safeParse({ itinerary_id: null, fares: [fare, fare] }))).toContain(
      OPS_MESSAGES.farePairTwice,
    );
    expect(messagesOf(WalletAdjustmentInput.safeParse({ amount_kobo: 0, reason: 'x' }))).toContain(
      OPS_MESSAGES.amountNonZero,
    );
    expect(WalletAdjustmentInput.safeParse({ amount_kobo: -500, reason: 'Refund paid twice' }).success).toBe(
      true,
    );
  });
});
