/**
 * The ETA model (docs/decisions/166-eta-model.md): where the bus is along its route's stops,
 * how late it is against the timetable, and when it will reach each stop still ahead.
 * Pure functions, so recorded sequences of positions can be replayed in tests.
 */
import { distanceM, EARTH_RADIUS_M, radians } from '../../shared/geo.ts';

export interface RouteStop {
  stopId: number;
  lat: number;
  lon: number;
  /** Scheduled minutes from the first stop (route_stops.minutes_from_start). */
  minutesFromStart: number;
}

export interface Fix {
  lat: number;
  lon: number;
  at: Date;
  /** Metres per second, when the device reports it. */
  speedMps: number | null;
  /** Degrees clockwise from north, when the device reports it; the estimate does not use it. */
  heading?: number | null;
}

export interface Estimate {
  /** The next stop ahead (the stop the bus is at counts); null after the last stop. */
  nextStopId: number | null;
  /** The stop the bus is at (within ARRIVAL_RADIUS_M), if any. */
  atStopId: number | null;
  /** Scheduled minutes from the first stop that the bus has covered. */
  progressMinutes: number;
  /** Minutes behind the timetable at this point; negative when ahead. */
  delayMinutes: number;
  /** Arrival at every stop still ahead, in route order. */
  eta: { stopId: number; at: Date }[];
}

/** A bus this close to a stop is at it. */
export const ARRIVAL_RADIUS_M = 60;
/** Below this the device's speed says "stopped in traffic" rather than "moving at". */
const MOVING_MPS = 1.5;
/** How much the observed speed counts against the timetable's on the current stretch. */
const OBSERVED_WEIGHT = 0.5;
/**
 * A bus standing still away from any stop is held in traffic (a go-slow), and stands about this
 * much longer than the timetable's pace allows for (tuned on simulated Lagos days, ADR 279).
 */
export const HELD_IN_TRAFFIC_MINUTES = 2;

/** Where a point falls on the segment a-b: the fraction along it (0..1) and its distance off. */
function project(point: Fix, a: RouteStop, b: RouteStop): { fraction: number; offM: number } {
  // A flat projection around a is exact enough over the few kilometres between two stops.
  const metresPerLon = (Math.PI / 180) * EARTH_RADIUS_M * Math.cos(radians(a.lat));
  const metresPerLat = (Math.PI / 180) * EARTH_RADIUS_M;
  const bx = (b.lon - a.lon) * metresPerLon;
  const by = (b.lat - a.lat) * metresPerLat;
  const px = (point.lon - a.lon) * metresPerLon;
  const py = (point.lat - a.lat) * metresPerLat;
  const lengthSquared = bx * bx + by * by;
  const fraction = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * bx + py * by) / lengthSquared));
  return { fraction, offM: Math.hypot(px - fraction * bx, py - fraction * by) };
}

/**
 * The estimate for one fix. `departure` is the run's scheduled departure from the first stop;
 * `previous`, the fix before, gives a speed when the device reports none.
 */
export function estimate(stops: readonly RouteStop[], departure: Date, fix: Fix, previous?: Fix): Estimate {
  if (stops.length === 0)
    return { nextStopId: null, atStopId: null, progressMinutes: 0, delayMinutes: 0, eta: [] };
  const first = stops[0] as RouteStop;
  if (stops.length === 1) {
    const at = distanceM(fix, first) <= ARRIVAL_RADIUS_M;
    return {
      nextStopId: first.stopId,
      atStopId: at ? first.stopId : null,
      progressMinutes: 0,
      delayMinutes: 0,
      eta: [{ stopId: first.stopId, at: at ? fix.at : departure }],
    };
  }

  // The segment the bus is nearest to; on a tie the earlier one, so a bus at a stop has not
  // yet left it.
  let segment = 0;
  let fraction = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let index = 0; index < stops.length - 1; index++) {
    const placed = project(fix, stops[index] as RouteStop, stops[index + 1] as RouteStop);
    if (placed.offM < best - 1) {
      best = placed.offM;
      segment = index;
      fraction = placed.fraction;
    }
  }
  const from = stops[segment] as RouteStop;
  const to = stops[segment + 1] as RouteStop;
  const segmentMinutes = Math.max(0, to.minutesFromStart - from.minutesFromStart);
  const progressMinutes = from.minutesFromStart + fraction * segmentMinutes;

  // Only the two stops of the current stretch can be "the stop the bus is at".
  const atStop = [from, to].find((stop) => distanceM(fix, stop) <= ARRIVAL_RADIUS_M) ?? null;
  const elapsedMinutes = (fix.at.getTime() - departure.getTime()) / 60_000;

  // The rest of the current stretch: the timetable's pace, blended with the speed the bus is
  // making when it is moving (a stopped bus keeps the timetable's pace: it will move again).
  const segmentLengthM = distanceM(from, to);
  const scheduledMps = segmentMinutes > 0 ? segmentLengthM / (segmentMinutes * 60) : 0;
  const observedMps = observedSpeed(fix, previous);
  let restOfSegmentMinutes = (1 - fraction) * segmentMinutes;
  if (atStop === to) restOfSegmentMinutes = 0;
  else if (scheduledMps > 0 && observedMps !== null && observedMps >= MOVING_MPS) {
    const blendedMps = OBSERVED_WEIGHT * observedMps + (1 - OBSERVED_WEIGHT) * scheduledMps;
    restOfSegmentMinutes = ((1 - fraction) * segmentLengthM) / blendedMps / 60;
  } else if (observedMps !== null && observedMps < MOVING_MPS && atStop === null && fix.at >= departure) {
    // Stopped between stops: the jam is not over yet.
    restOfSegmentMinutes += HELD_IN_TRAFFIC_MINUTES;
  }

  // Before departure, at the first stop, the bus leaves on time: nothing is earlier than that.
  const waitingToLeave = segment === 0 && (fraction === 0 || atStop === from) && fix.at < departure;
  const base = waitingToLeave ? departure.getTime() : fix.at.getTime();
  // The stop a stretch starts from is still ahead while the bus has not moved off it.
  const firstAhead = fraction === 0 || atStop === from ? segment : segment + 1;
  const eta: Estimate['eta'] = [];
  for (let index = firstAhead; index < stops.length; index++) {
    const stop = stops[index] as RouteStop;
    let minutes: number;
    if (waitingToLeave) minutes = stop.minutesFromStart;
    else if (index === segment) minutes = 0;
    else minutes = restOfSegmentMinutes + (stop.minutesFromStart - to.minutesFromStart);
    eta.push({ stopId: stop.stopId, at: new Date(base + minutes * 60_000) });
  }
  return {
    nextStopId: eta[0]?.stopId ?? null,
    atStopId: atStop?.stopId ?? null,
    progressMinutes,
    delayMinutes: waitingToLeave ? 0 : elapsedMinutes - progressMinutes,
    eta,
  };
}

function observedSpeed(fix: Fix, previous: Fix | undefined): number | null {
  if (fix.speedMps !== null) return fix.speedMps;
  if (!previous) return null;
  const seconds = (fix.at.getTime() - previous.at.getTime()) / 1000;
  // Only a recent fix says how fast the bus is going now.
  if (seconds <= 0 || seconds > 120) return null;
  return distanceM(previous, fix) / seconds;
}
