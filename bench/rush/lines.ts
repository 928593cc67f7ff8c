import type { DriveStop } from '../../apps/api/src/features/simulation/bus-drive.ts';
import { distanceM } from '../../apps/api/src/features/simulation/bus-drive.ts';
import { seededRandom } from '../../apps/api/src/features/simulation/seeded-random.ts';

/**
 * The rush's lines: straight-ish roads of a few stops through Lagos, each with the timetable an
 * operator would write for it. Shared by the morning (its routes) and the ETA scoring (its days).
 */
export interface Line {
  stops: (DriveStop & { minutesFromStart: number })[];
}

/** The pace the timetables are written at, and the minute a stop's dwell adds. */
const TIMETABLE_KMH = 25;
const TIMETABLE_DWELL_MINUTES = 1;
/** Ikeja, the middle of the lines' starting points. */
const ORIGIN = { lat: 6.6018, lng: 3.3515 };

/** Line `index` of a network: 5 to 8 stops, 1.2 to 3 km apart, heading somewhere across Lagos. */
export function lagosLine(index: number, seed = 1): Line {
  const random = seededRandom(seed * 7919 + index);
  const count = random.integer(5, 8);
  let lat = ORIGIN.lat + random.between(-0.05, 0.05);
  let lng = ORIGIN.lng + random.between(-0.08, 0.08);
  let heading = random.between(0, 2 * Math.PI);
  const stops: Line['stops'] = [];
  let minutes = 0;
  for (let position = 0; position < count; position++) {
    if (position > 0) {
      const previous = stops[position - 1] as DriveStop;
      const stepM = random.between(1200, 3000);
      heading += random.between(-0.4, 0.4);
      lat += (stepM * Math.cos(heading)) / 111_320;
      lng += (stepM * Math.sin(heading)) / (111_320 * Math.cos((lat * Math.PI) / 180));
      const legMinutes = distanceM(previous, { lat, lng }) / 1000 / (TIMETABLE_KMH / 60);
      minutes += legMinutes + (position > 1 ? TIMETABLE_DWELL_MINUTES : 0);
    }
    stops.push({
      stopId: index * 100 + position + 1,
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
      minutesFromStart: Math.round(minutes),
    });
  }
  return { stops };
}
