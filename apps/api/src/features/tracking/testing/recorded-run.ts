import type { RouteStop } from '../eta.ts';

/**
 * A run recorded along the Ikorodu Road corridor (three stops, 10 and 15 scheduled minutes
 * apart), departing at 07:00 Lagos on 2026-11-25: on time to the second stop, then six minutes
 * stuck in traffic, then making up time at 8 m/s to the last stop. GPS noise of about 10 m is
 * in the fixes, as a phone's would be.
 */
export const RECORDED_STOPS: RouteStop[] = [
  { stopId: 1, lat: 6.6018, lon: 3.3515, minutesFromStart: 0 },
  { stopId: 2, lat: 6.5795, lon: 3.3581, minutesFromStart: 10 },
  { stopId: 3, lat: 6.5568, lon: 3.3665, minutesFromStart: 25 },
];

export const RECORDED_DEPARTURE = new Date('2026-11-25T06:00:00Z');

/** Seconds from departure, latitude, longitude, reported speed in m/s. */
export const RECORDED_FIXES: [number, number, number, number][] = [
  [-300, 6.60176, 3.35142, 0],
  [0, 6.60184, 3.3514, 0],
  [60, 6.59958, 3.35213, 4.3],
  [120, 6.59723, 3.35282, 4.3],
  [180, 6.595, 3.35346, 4.3],
  [240, 6.59278, 3.35404, 4.3],
  [300, 6.59063, 3.35488, 4.3],
  [360, 6.58833, 3.35539, 4.3],
  [420, 6.58622, 3.35623, 4.3],
  [480, 6.58398, 3.35676, 4.3],
  [540, 6.58184, 3.35733, 4.3],
  [600, 6.57959, 3.35805, 0.4],
  [660, 6.57714, 3.35885, 4.5],
  [720, 6.57605, 3.35944, 0],
  [780, 6.57602, 3.35938, 0],
  [840, 6.57613, 3.35933, 0],
  [900, 6.57611, 3.35926, 0],
  [960, 6.57599, 3.35929, 0],
  [1020, 6.57614, 3.35934, 0],
  [1080, 6.57605, 3.35938, 0],
  [1170, 6.57393, 3.36011, 8.0],
  [1200, 6.57185, 3.361, 8.0],
  [1230, 6.56956, 3.36177, 8.0],
  [1260, 6.56748, 3.36264, 8.0],
  [1290, 6.56537, 3.3633, 8.0],
  [1320, 6.56327, 3.36406, 8.0],
  [1350, 6.56098, 3.36501, 8.0],
  [1380, 6.55876, 3.36574, 8.0],
  [1410, 6.55669, 3.36654, 8.0],
  [1440, 6.55686, 3.36652, 0],
];
