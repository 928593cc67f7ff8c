import { LAGOS_CORRIDORS, LAGOS_STOPS, type SeedCorridor, type StopKey } from './lagos-network.ts';

/** Weekdays Monday to Friday and Saturday, in the spec's numbering (Sunday=1 ... Saturday=7). */
export const WEEKDAYS = [2, 3, 4, 5, 6] as const;
export const SATURDAY = [7] as const;

export interface PlannedDeparture {
  time: string;
  days: readonly number[];
  /** Rush-hour departures carry their own, dearer fare table. */
  isPeak: boolean;
}

export interface PlannedRouteStop {
  stopId: number;
  minutesFromStart: number;
  canPickUp: boolean;
  canDropOff: boolean;
}

export interface PlannedFare {
  pickupStopId: number;
  dropoffStopId: number;
  fareKobo: number;
}

export interface PlannedRoute {
  code: string;
  name: string;
  capacity: number;
  stops: PlannedRouteStop[];
  departures: PlannedDeparture[];
  offPeakFares: PlannedFare[];
  peakFares: PlannedFare[];
}

/** Toward town the buses run every 30 minutes in the morning and hourly in the evening... */
const TOWARD_TOWN: PlannedDeparture[] = [
  ...['05:30', '06:00', '06:30', '07:00', '07:30', '08:00', '08:30'].map((time) => ({
    time,
    days: WEEKDAYS,
    isPeak: time >= '06:30' && time <= '08:00',
  })),
  ...['16:30', '17:30', '18:30', '19:30'].map((time) => ({ time, days: WEEKDAYS, isPeak: false })),
  ...['08:00', '11:00'].map((time) => ({ time, days: SATURDAY, isPeak: false })),
];

/** ... and the other way round on the way home. */
const TOWARD_HOME: PlannedDeparture[] = [
  ...['05:30', '06:30', '07:30', '08:30'].map((time) => ({ time, days: WEEKDAYS, isPeak: false })),
  ...['16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30'].map((time) => ({
    time,
    days: WEEKDAYS,
    isPeak: time >= '17:00' && time <= '18:30',
  })),
  ...['13:00', '16:00'].map((time) => ({ time, days: SATURDAY, isPeak: false })),
];

/** Lagos roads wind: a road kilometre is about 1.3 straight-line kilometres. */
const ROAD_FACTOR = 1.3;
/** Rush-hour average speed, in minutes per road kilometre, plus a minute at every stop. */
const MINUTES_PER_KM = 2.4;
const DWELL_MINUTES = 1;
const BASE_FARE_NAIRA = 250;
const NAIRA_PER_KM = 45;
const PEAK_MARKUP = 1.25;

type Stop = (typeof LAGOS_STOPS)[number];
const STOPS_BY_KEY = new Map<string, Stop>(LAGOS_STOPS.map((stop) => [stop.key, stop]));

function stopOf(key: StopKey): Stop {
  const stop = STOPS_BY_KEY.get(key);
  if (!stop) throw new Error(`Unknown stop ${key}`);
  return stop;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Stop, b: Stop): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Farther is dearer; fares are whole multiples of N50, as cash fares in Lagos are. */
export function fareKoboForDistance(roadKm: number, isPeak: boolean): number {
  const naira = (BASE_FARE_NAIRA + NAIRA_PER_KM * roadKm) * (isPeak ? PEAK_MARKUP : 1);
  return Math.round(naira / 50) * 50 * 100;
}

function planDirection(
  code: string,
  keys: readonly StopKey[],
  capacity: number,
  departures: PlannedDeparture[],
): PlannedRoute {
  const stops = keys.map(stopOf);
  const roadKmFromStart = [0];
  for (let index = 1; index < stops.length; index++) {
    const previous = stops[index - 1] as Stop;
    const current = stops[index] as Stop;
    roadKmFromStart.push((roadKmFromStart[index - 1] ?? 0) + distanceKm(previous, current) * ROAD_FACTOR);
  }
  const routeStops = stops.map((stop, index) => ({
    stopId: stop.id,
    minutesFromStart: Math.round((roadKmFromStart[index] ?? 0) * MINUTES_PER_KM + index * DWELL_MINUTES),
    // Nobody boards where the bus ends, or alights where it starts.
    canPickUp: index < stops.length - 1,
    canDropOff: index > 0,
  }));
  const faresAt = (isPeak: boolean) =>
    routeStops.flatMap((pickup, from) =>
      routeStops.slice(from + 1).map((dropoff, offset) => ({
        pickupStopId: pickup.stopId,
        dropoffStopId: dropoff.stopId,
        fareKobo: fareKoboForDistance(
          (roadKmFromStart[from + 1 + offset] ?? 0) - (roadKmFromStart[from] ?? 0),
          isPeak,
        ),
      })),
    );
  const names = stops.map((stop) => stop.name);
  return {
    code,
    name: `${names[0]} – ${names.at(-1)}`,
    capacity,
    stops: routeStops,
    departures,
    offPeakFares: faresAt(false),
    peakFares: faresAt(true),
  };
}

/** Both directions of a corridor: toward town, and back home. */
export function planCorridor(corridor: SeedCorridor): [PlannedRoute, PlannedRoute] {
  const [inbound, outbound] = corridor.codes;
  const towardTown = planDirection(inbound, corridor.stops, corridor.capacity, TOWARD_TOWN);
  const towardHome = planDirection(outbound, [...corridor.stops].reverse(), corridor.capacity, TOWARD_HOME);
  const via = corridor.via.join(' – ');
  const back = [...corridor.via].reverse().join(' – ');
  return [
    { ...towardTown, name: via },
    { ...towardHome, name: back },
  ];
}

export function planLagosNetwork(): PlannedRoute[] {
  return LAGOS_CORRIDORS.flatMap(planCorridor);
}
