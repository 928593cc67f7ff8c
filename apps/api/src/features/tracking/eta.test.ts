import { etasAhead, isStale, type LivePosition, punctuality } from '@shuttle/contracts';
import { describe, expect, it } from 'vitest';
import { type Estimate, estimate, type Fix, HELD_IN_TRAFFIC_MINUTES, type RouteStop } from './eta.ts';
import { RECORDED_DEPARTURE, RECORDED_FIXES, RECORDED_STOPS } from './testing/recorded-run.ts';

const MINUTE = 60_000;
const fixes: Fix[] = RECORDED_FIXES.map(([seconds, lat, lon, speed]) => ({
  lat,
  lon,
  at: new Date(RECORDED_DEPARTURE.getTime() + seconds * 1000),
  speedMps: speed,
}));
/** The estimates of the recording, one per fix, each with the fix before it. */
const replay = (): { fix: Fix; result: Estimate }[] =>
  fixes.map((fix, index) => ({
    fix,
    result: estimate(RECORDED_STOPS, RECORDED_DEPARTURE, fix, fixes[index - 1]),
  }));
const at = (seconds: number) => {
  const found = replay().find(
    ({ fix }) => fix.at.getTime() === RECORDED_DEPARTURE.getTime() + seconds * 1000,
  );
  if (!found) throw new Error(`no fix at ${seconds} s`);
  return found.result;
};
const etaOf = (result: Estimate, stopId: number) =>
  result.eta.find((entry) => entry.stopId === stopId)?.at.getTime();
const scheduled = (stopId: number) =>
  RECORDED_DEPARTURE.getTime() +
  (RECORDED_STOPS.find((stop) => stop.stopId === stopId)?.minutesFromStart ?? 0) * MINUTE;

describe('the ETA model on a recorded run', () => {
  it('waits for the timetable before departure: every ETA is the scheduled time', () => {
    const result = at(-300);
    expect(result.atStopId).toBe(1);
    expect(result.nextStopId).toBe(1);
    expect(result.delayMinutes).toBe(0);
    for (const stop of RECORDED_STOPS) expect(etaOf(result, stop.stopId)).toBe(scheduled(stop.stopId));
  });

  it('keeps a bus on time within a minute of the timetable', () => {
    const result = at(300);
    expect(result.nextStopId).toBe(2);
    expect(Math.abs(result.delayMinutes)).toBeLessThan(1);
    expect(Math.abs((etaOf(result, 2) ?? 0) - scheduled(2))).toBeLessThan(MINUTE);
    expect(Math.abs((etaOf(result, 3) ?? 0) - scheduled(3))).toBeLessThan(MINUTE);
  });

  it('is at the second stop at 07:10, then has it behind', () => {
    expect(at(600)).toMatchObject({ atStopId: 2, nextStopId: 2 });
    expect(at(660).nextStopId).toBe(3);
    expect(etaOf(at(660), 2)).toBeUndefined();
  });

  it('moves the ETA later minute by minute while the bus is stuck, and the delay grows with it', () => {
    const jam = [720, 780, 840, 900, 960, 1020, 1080].map(at);
    for (let index = 1; index < jam.length; index++) {
      const before = jam[index - 1] as Estimate;
      const now = jam[index] as Estimate;
      expect(now.delayMinutes).toBeGreaterThan(before.delayMinutes + 0.5);
      expect(etaOf(now, 3) ?? 0).toBeGreaterThan((etaOf(before, 3) ?? 0) + 0.5 * MINUTE);
    }
    // Six minutes stuck: about six minutes late at the last stop.
    const late = ((etaOf(jam.at(-1) as Estimate, 3) ?? 0) - scheduled(3)) / MINUTE;
    expect(late).toBeGreaterThan(5);
    expect(late).toBeLessThan(9);
  });

  it('brings the ETA forward when the bus moves faster than the timetable after the jam', () => {
    const result = at(1200);
    // The same point at the timetable's pace: the rest of the stretch in scheduled minutes.
    const fraction = (result.progressMinutes - 10) / 15;
    const scheduledRest = (1 - fraction) * 15 * MINUTE;
    const predicted = (etaOf(result, 3) ?? 0) - (RECORDED_DEPARTURE.getTime() + 1200 * 1000);
    expect(predicted).toBeLessThan(scheduledRest);
  });

  it('always predicts stops in route order and never in the past', () => {
    for (const { fix, result } of replay()) {
      const times = result.eta.map((entry) => entry.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const time of times) expect(time).toBeGreaterThanOrEqual(fix.at.getTime());
      const order = result.eta.map((entry) => entry.stopId);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('never moves the next stop backwards along the recording', () => {
    const next = replay().map(({ result }) => result.nextStopId ?? 99);
    expect(next).toEqual([...next].sort((a, b) => a - b));
    expect(at(1440)).toMatchObject({ atStopId: 3, nextStopId: 3 });
  });

  it('takes the speed from the fix before when the device reports none', () => {
    const moving = fixes.find(
      (fix) => fix.at.getTime() === RECORDED_DEPARTURE.getTime() + 1200 * 1000,
    ) as Fix;
    const before = fixes.find(
      (fix) => fix.at.getTime() === RECORDED_DEPARTURE.getTime() + 1170 * 1000,
    ) as Fix;
    const withSpeed = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, moving);
    const derived = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, { ...moving, speedMps: null }, before);
    const none = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, { ...moving, speedMps: null });
    expect(Math.abs((etaOf(derived, 3) ?? 0) - (etaOf(withSpeed, 3) ?? 0))).toBeLessThan(MINUTE);
    expect(etaOf(none, 3) ?? 0).toBeGreaterThan(etaOf(derived, 3) ?? 0);
  });
});

describe('a bus held in traffic (ADR 279)', () => {
  const [first, second] = RECORDED_STOPS as [RouteStop, RouteStop, RouteStop];
  // Half-way between the first and the second stop, five minutes after departure.
  const halfway = {
    lat: (first.lat + second.lat) / 2,
    lon: (first.lon + second.lon) / 2,
    at: new Date(RECORDED_DEPARTURE.getTime() + 5 * MINUTE),
  };

  it('stands a while longer: standing still between stops puts every ETA two minutes later', () => {
    const unknown = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, { ...halfway, speedMps: null });
    const held = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, { ...halfway, speedMps: 0 });
    for (const stopId of [2, 3])
      expect((etaOf(held, stopId) ?? 0) - (etaOf(unknown, stopId) ?? 0)).toBeCloseTo(
        HELD_IN_TRAFFIC_MINUTES * MINUTE,
        -2,
      );
  });

  it('is not held while it stands at a stop: riders are getting on', () => {
    const stop = second;
    const at = new Date(RECORDED_DEPARTURE.getTime() + 10 * MINUTE);
    const dwelling = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, {
      lat: stop.lat,
      lon: stop.lon,
      at,
      speedMps: 0,
    });
    const unknown = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, {
      lat: stop.lat,
      lon: stop.lon,
      at,
      speedMps: null,
    });
    expect(dwelling.atStopId).toBe(2);
    expect(etaOf(dwelling, 3)).toBe(etaOf(unknown, 3));
  });
});

/** A replayed estimate as the API sends it, with the default LIVE_STALE_SECONDS of 120. */
const asSent = (fix: Fix, result: Estimate, now: number): LivePosition => {
  const staleAt = fix.at.getTime() + 120_000;
  return {
    lat: fix.lat,
    lon: fix.lon,
    recorded_at: fix.at.toISOString(),
    next_stop_id: result.nextStopId,
    eta: result.eta.map((entry) => ({ stop_id: entry.stopId, at: entry.at.toISOString() })),
    delay_minutes: result.delayMinutes,
    stale: now >= staleAt,
    stale_at: new Date(staleAt).toISOString(),
  };
};

describe('what a screen may show of the recorded run (ADR 231)', () => {
  it('shows no ETA in the past, read at any moment until the fix is stale, and none after', () => {
    for (const { fix, result } of replay()) {
      for (const seconds of [0, 30, 90, 119]) {
        const now = fix.at.getTime() + seconds * 1000;
        const shown = etasAhead(asSent(fix, result, fix.at.getTime()), now);
        expect(shown.length).toBe(result.eta.length);
        for (const entry of shown) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(now);
      }
      const later = fix.at.getTime() + 120_000;
      expect(isStale(asSent(fix, result, fix.at.getTime()), later)).toBe(true);
      expect(etasAhead(asSent(fix, result, fix.at.getTime()), later)).toEqual([]);
    }
  });

  it('says how early a bus that left 45 minutes early is, and how late a late one is', () => {
    const first = fixes.find((fix) => fix.at > RECORDED_DEPARTURE) as Fix;
    // The same position, reached 45 minutes sooner than the timetable has it.
    const early = estimate(RECORDED_STOPS, RECORDED_DEPARTURE, {
      ...first,
      at: new Date(first.at.getTime() - 45 * MINUTE),
    });
    expect(punctuality(early.delayMinutes)).toBe(`${Math.round(-early.delayMinutes)} min early`);
    expect(Math.round(-early.delayMinutes)).toBeGreaterThanOrEqual(44);
    expect(punctuality(8.4)).toBe('8 min late');
    expect(punctuality(-1.4)).toBe('On time');
    expect(punctuality(-12)).toBe('12 min early');
  });
});
