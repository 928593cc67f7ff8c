import { driveTimeline } from '../../apps/api/src/features/simulation/bus-drive.ts';
import { childSeed } from '../../apps/api/src/features/simulation/seeded-random.ts';
import { estimate, type Fix, type RouteStop } from '../../apps/api/src/features/tracking/eta.ts';
import { lagosLine } from './lines.ts';
import { percentile } from './report.ts';

/**
 * How wrong the ETA the product shows is (docs/decisions/279): simulated runs with Lagos
 * traffic (bus-drive.ts: late departures, varying pace, dwells, go-slows), and for every stop,
 * the estimate made from the last fix at least `MINUTES_AHEAD` before the bus reached it,
 * against when it did. The estimate is the tracking feature's own `estimate`, fed as the live
 * path feeds it: the run's scheduled departure, the fix with its speed and the fix before.
 */
export const MINUTES_AHEAD = 10;
const FIX_EVERY_SECONDS = 5;
const LINES = 20;

export interface EtaError {
  runs: number;
  /** Stops scored: those the bus reached at least ten minutes after it left its first stop. */
  samples: number;
  /** Absolute error, minutes. */
  p50: number;
  p90: number;
  /** Mean signed error (estimate less arrival), minutes: negative when the ETA is too early. */
  bias: number;
}

export function measureEtaError(runs = 400, seed = 2026): EtaError {
  const errors: number[] = [];
  let signed = 0;
  // A weekday morning in Lagos, 06:00 (05:00 UTC), one departure every few minutes.
  const morning = Date.UTC(2026, 10, 30, 5, 0);
  for (let run = 0; run < runs; run++) {
    const line = lagosLine(run % LINES, seed);
    const departAt = new Date(morning + (run % 60) * 2 * 60_000);
    const drive = driveTimeline({
      stops: line.stops,
      departAt,
      seed: childSeed(seed, 'run', run),
      fixEverySeconds: FIX_EVERY_SECONDS,
    });
    const stops: RouteStop[] = line.stops.map((stop) => ({
      stopId: stop.stopId,
      lat: stop.lat,
      lon: stop.lng,
      minutesFromStart: stop.minutesFromStart,
    }));
    const fixes: Fix[] = drive.fixes.map((fix) => ({
      lat: fix.lat,
      lon: fix.lng,
      at: fix.at,
      speedMps: fix.speedKmh / 3.6,
    }));
    const leftAt = fixes[0]?.at.getTime() ?? Number.POSITIVE_INFINITY;
    for (const arrival of drive.arrivals.slice(1)) {
      const askedAt = arrival.at.getTime() - MINUTES_AHEAD * 60_000;
      if (askedAt < leftAt) continue;
      // Fixes are in time order: the last one not after the moment the rider looks.
      const index = fixes.findLastIndex((fix) => fix.at.getTime() <= askedAt);
      const fix = fixes[index];
      if (!fix) continue;
      const shown = estimate(stops, departAt, fix, fixes[index - 1]).eta.find(
        (entry) => entry.stopId === arrival.stopId,
      );
      if (!shown) continue;
      const error = (shown.at.getTime() - arrival.at.getTime()) / 60_000;
      errors.push(Math.abs(error));
      signed += error;
    }
  }
  return {
    runs,
    samples: errors.length,
    p50: percentile(errors, 50),
    p90: percentile(errors, 90),
    bias: errors.length === 0 ? 0 : signed / errors.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measureEtaError(Number(process.argv[2] ?? 400));
  console.log(
    `ETA error ${MINUTES_AHEAD} min ahead: p50 ${result.p50.toFixed(2)} min, p90 ${result.p90.toFixed(2)} min, ` +
      `bias ${result.bias.toFixed(2)} min (${result.samples} stops of ${result.runs} runs)`,
  );
}
