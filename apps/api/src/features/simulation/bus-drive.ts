/**
 * How a bus drives a route on a Lagos day, as pure data: the positions its tracker reports and
 * when it reaches each stop. No database and no clock: the same stops, departure and seed give
 * the same timeline, so the demo's buses, the rush benchmark and tests replay it exactly.
 *
 * The bus follows straight lines between the stops' coordinates at Lagos speeds (15 to 35 km/h,
 * drawn per stretch of road), waits at every stop it passes (dwell), and on some runs sits in a
 * go-slow (stopped in traffic for minutes): those runs arrive late. Speeds stay far under the
 * tracker's 150 km/h plausibility limit.
 */
import { distanceM as distanceOnEarthM } from '../../shared/geo.ts';
import { seededRandom } from './seeded-random.ts';

export interface DriveStop {
  stopId: number;
  lat: number;
  lng: number;
}

export interface DriveFix {
  at: Date;
  lat: number;
  lng: number;
  speedKmh: number;
}

export interface DriveTimeline {
  /** One every `fixEverySeconds` from the moment the bus leaves its first stop to its arrival at the last, both included. */
  fixes: DriveFix[];
  /** Every stop in route order; the first one's time is when the bus leaves it. */
  arrivals: { stopId: number; at: Date }[];
}

export interface DriveOptions {
  stops: DriveStop[];
  /** The timetable's departure from the first stop. */
  departAt: Date;
  seed: number;
  /** How often the tracker reports; 10 seconds unless said. */
  fixEverySeconds?: number;
  /** Minutes the bus leaves after `departAt`; drawn from the seed unless said (mostly 0 to 2, now and then 5 to 15). */
  delayMinutes?: number;
}

export const MIN_SPEED_KMH = 15;
export const MAX_SPEED_KMH = 35;
const DEFAULT_FIX_EVERY_SECONDS = 10;
/** The road between two stops is driven in pieces of about this length, each at its own speed. */
const PIECE_M = 400;
const DWELL_SECONDS = { min: 20, max: 90 } as const;
/** One run in four meets a go-slow; such a run holds up one to three times, 2 to 6 minutes each. */
const GO_SLOW_RUN_SHARE = 0.25;

/** A stretch of the timeline: the bus moving from one point to another, or standing still. */
interface Leg {
  startMs: number;
  endMs: number;
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
  speedKmh: number;
}

export function driveTimeline(options: DriveOptions): DriveTimeline {
  const { stops, departAt, seed } = options;
  const fixEverySeconds = options.fixEverySeconds ?? DEFAULT_FIX_EVERY_SECONDS;
  if (!(fixEverySeconds > 0)) throw new RangeError('fixEverySeconds must be positive');
  const random = seededRandom(seed);
  // Drawn first and always, so that a delay given by the caller changes nothing else of the run.
  const drawnDelayMinutes = random.chance(0.2) ? random.between(5, 15) : random.between(0, 2);
  const delayMinutes = options.delayMinutes ?? drawnDelayMinutes;
  // The run's traffic: a base pace for the day's road, each piece of road varying around it.
  const basePaceKmh = random.between(20, 30);
  const goSlows = random.chance(GO_SLOW_RUN_SHARE) ? random.integer(1, 3) : 0;
  const pieceCount = stops.slice(1).reduce((count, stop, index) => {
    return count + piecesOf(stops[index] as DriveStop, stop).length;
  }, 0);
  const goSlowPieces = new Set<number>();
  for (let index = 0; index < goSlows && pieceCount > 0; index++)
    goSlowPieces.add(random.integer(0, pieceCount - 1));

  const first = stops[0];
  if (!first) return { fixes: [], arrivals: [] };
  let clockMs = departAt.getTime() + Math.round(delayMinutes * 60_000);
  const arrivals: DriveTimeline['arrivals'] = [{ stopId: first.stopId, at: new Date(clockMs) }];
  const legs: Leg[] = [];
  let pieceIndex = 0;
  for (let index = 1; index < stops.length; index++) {
    const from = stops[index - 1] as DriveStop;
    const to = stops[index] as DriveStop;
    if (index > 1) {
      // Riders get on and off at the stop the bus has just reached.
      const dwellMs = Math.round(random.between(DWELL_SECONDS.min, DWELL_SECONDS.max) * 1000);
      legs.push({ startMs: clockMs, endMs: clockMs + dwellMs, from, to: from, speedKmh: 0 });
      clockMs += dwellMs;
    }
    for (const piece of piecesOf(from, to)) {
      if (goSlowPieces.has(pieceIndex)) {
        const heldMs = Math.round(random.between(2, 6) * 60_000);
        legs.push({
          startMs: clockMs,
          endMs: clockMs + heldMs,
          from: piece.from,
          to: piece.from,
          speedKmh: 0,
        });
        clockMs += heldMs;
      }
      const speedKmh = clamp(basePaceKmh * random.between(0.6, 1.4), MIN_SPEED_KMH, MAX_SPEED_KMH);
      const durationMs = Math.max(1, Math.round((piece.lengthM / (speedKmh / 3.6)) * 1000));
      legs.push({ startMs: clockMs, endMs: clockMs + durationMs, from: piece.from, to: piece.to, speedKmh });
      clockMs += durationMs;
      pieceIndex++;
    }
    arrivals.push({ stopId: to.stopId, at: new Date(clockMs) });
  }

  const startMs = (arrivals[0] as { at: Date }).at.getTime();
  const endMs = clockMs;
  const fixes: DriveFix[] = [];
  let legIndex = 0;
  for (let atMs = startMs; ; atMs += fixEverySeconds * 1000) {
    const sampleMs = Math.min(atMs, endMs);
    while (legIndex < legs.length - 1 && (legs[legIndex] as Leg).endMs <= sampleMs) legIndex++;
    fixes.push(positionAt(legs[legIndex], sampleMs, first));
    if (sampleMs >= endMs) break;
  }
  return { fixes, arrivals };
}

function positionAt(leg: Leg | undefined, atMs: number, only: DriveStop): DriveFix {
  if (!leg) return { at: new Date(atMs), lat: only.lat, lng: only.lng, speedKmh: 0 };
  const span = leg.endMs - leg.startMs;
  const fraction = span <= 0 ? 1 : clamp((atMs - leg.startMs) / span, 0, 1);
  return {
    at: new Date(atMs),
    lat: round(leg.from.lat + (leg.to.lat - leg.from.lat) * fraction, 6),
    lng: round(leg.from.lng + (leg.to.lng - leg.from.lng) * fraction, 6),
    speedKmh: round(leg.speedKmh, 1),
  };
}

/** The road from one stop to the next cut into pieces of about PIECE_M. */
function piecesOf(from: DriveStop, to: DriveStop) {
  const lengthM = distanceM(from, to);
  const count = Math.max(1, Math.round(lengthM / PIECE_M));
  return Array.from({ length: count }, (_, index) => ({
    from: interpolate(from, to, index / count),
    to: interpolate(from, to, (index + 1) / count),
    lengthM: lengthM / count,
  }));
}

function interpolate(a: DriveStop, b: DriveStop, fraction: number) {
  return { lat: a.lat + (b.lat - a.lat) * fraction, lng: a.lng + (b.lng - a.lng) * fraction };
}

/** Great-circle distance in metres between two stops or fixes of a drive. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return distanceOnEarthM({ lat: a.lat, lon: a.lng }, { lat: b.lat, lon: b.lng });
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
