import { describe, expect, it } from 'vitest';
import { distanceM, driveTimeline, MAX_SPEED_KMH } from './bus-drive.ts';

// Ikorodu towards Obalende, roughly along the corridor (the seed's first stops).
const STOPS = [
  { stopId: 1, lat: 6.6194, lng: 3.5105 },
  { stopId: 2, lat: 6.6018, lng: 3.4897 },
  { stopId: 3, lat: 6.5869, lng: 3.4643 },
  { stopId: 4, lat: 6.5581, lng: 3.4159 },
];
const DEPART_AT = new Date('2026-03-02T06:00:00.000Z');
const PLAUSIBLE_KMH = 150;

describe('driveTimeline', () => {
  it('gives the same timeline for the same seed, and another for another seed', () => {
    const once = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed: 42 });
    const again = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed: 42 });
    const other = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed: 43 });
    expect(again).toEqual(once);
    expect(other.arrivals).not.toEqual(once.arrivals);
  });

  it('reaches every stop in route order, each after the one before, and ends at the last stop', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { arrivals, fixes } = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed });
      expect(arrivals.map((arrival) => arrival.stopId)).toEqual([1, 2, 3, 4]);
      for (let index = 1; index < arrivals.length; index++) {
        expect(arrivals[index]?.at.getTime()).toBeGreaterThan(arrivals[index - 1]?.at.getTime() ?? 0);
      }
      const last = fixes.at(-1);
      expect(last?.at).toEqual(arrivals.at(-1)?.at);
      expect(distanceM(last ?? { lat: 0, lng: 0 }, STOPS[3] ?? { lat: 0, lng: 0 })).toBeLessThan(1);
    }
  });

  it('reports every fix at the asked interval, at a speed a bus makes, and never moves faster than 150 km/h', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { fixes } = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed, fixEverySeconds: 10 });
      for (let index = 1; index < fixes.length; index++) {
        const before = fixes[index - 1];
        const fix = fixes[index];
        if (!before || !fix) throw new Error('missing fix');
        const seconds = (fix.at.getTime() - before.at.getTime()) / 1000;
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(10);
        expect(fix.speedKmh).toBeLessThanOrEqual(MAX_SPEED_KMH);
        expect((distanceM(before, fix) / seconds) * 3.6).toBeLessThan(PLAUSIBLE_KMH);
      }
    }
  });

  it('drives at Lagos speeds: the whole road takes longer than at 35 km/h', () => {
    const roadM = STOPS.slice(1).reduce((sum, stop, index) => sum + distanceM(STOPS[index] ?? stop, stop), 0);
    const { arrivals } = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed: 7, delayMinutes: 0 });
    const minutes = ((arrivals.at(-1)?.at.getTime() ?? 0) - DEPART_AT.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan((roadM / 1000 / MAX_SPEED_KMH) * 60);
    expect(minutes).toBeLessThan((roadM / 1000 / 8) * 60);
  });

  it('leaves as late as it is told, and some seeded runs come in late on their own', () => {
    const onTime = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed: 3, delayMinutes: 0 });
    const late = driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed: 3, delayMinutes: 12 });
    expect(onTime.arrivals[0]?.at).toEqual(DEPART_AT);
    expect(late.arrivals[0]?.at.getTime()).toBe(DEPART_AT.getTime() + 12 * 60_000);
    // The delay moves the run whole: the drive itself is the seed's.
    expect((late.arrivals.at(-1)?.at.getTime() ?? 0) - (onTime.arrivals.at(-1)?.at.getTime() ?? 0)).toBe(
      12 * 60_000,
    );

    const lateStarts = Array.from({ length: 100 }, (_, seed) =>
      driveTimeline({ stops: STOPS, departAt: DEPART_AT, seed }),
    ).filter((timeline) => (timeline.arrivals[0]?.at.getTime() ?? 0) - DEPART_AT.getTime() >= 5 * 60_000);
    expect(lateStarts.length).toBeGreaterThan(5);
    expect(lateStarts.length).toBeLessThan(50);
  });

  it('waits at the stops between the first and the last', () => {
    const { fixes, arrivals } = driveTimeline({
      stops: STOPS,
      departAt: DEPART_AT,
      seed: 11,
      fixEverySeconds: 5,
    });
    const atSecondStop = fixes.filter(
      (fix) => fix.at > (arrivals[1]?.at ?? DEPART_AT) && distanceM(fix, STOPS[1] ?? fix) < 1,
    );
    expect(atSecondStop.length).toBeGreaterThan(0);
    expect(atSecondStop.every((fix) => fix.speedKmh === 0)).toBe(true);
  });
});
