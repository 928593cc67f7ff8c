import { integerArray } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { createItinerary, createRoute, createStops, createTripDay } from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { runsAndNetworkVersion } from './network.repository.ts';

/**
 * The read behind every discovery of a kept answer runs as a statement prepared once per
 * connection (docs/decisions/215-prepared-statements-for-hot-reads.md): one text, whatever the
 * itineraries, with the list as one array value.
 */
const ctx = useTestApp();
const db = () => ctx.app.deps.db;
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';

async function threeDepartures(): Promise<[number, number, number]> {
  const stops = (await createStops(db(), 2)).map((stop) => stop.id);
  const route = await createRoute(db(), stops, { minutes: [0, 30] });
  const ids: number[] = [];
  for (const departureTime of ['06:00', '07:00', '08:00'])
    ids.push((await createItinerary(db(), route.id, { departureTime })).id);
  return ids as [number, number, number];
}

const seatsOf = (runs: { itineraryId: number; seatsBooked: number }[]) =>
  Object.fromEntries(runs.map((run) => [run.itineraryId, run.seatsBooked]));

describe('runsAndNetworkVersion', () => {
  it('reads the runs of whichever itineraries and date it is given, run after run', async () => {
    const [early, middle, late] = await threeDepartures();
    await createTripDay(db(), early, THURSDAY, { seatsBooked: 3 });
    await createTripDay(db(), late, THURSDAY, { seatsBooked: 5, status: 'cancelled' });
    await createTripDay(db(), middle, FRIDAY, { seatsBooked: 7 });

    // The same named statement each time, with lists of other lengths and another date: an
    // answer shaped by the first run's values would show here.
    const all = await runsAndNetworkVersion(db(), THURSDAY, [early, middle, late]);
    expect(seatsOf(all.runs)).toEqual({ [early]: 3, [late]: 5 });
    expect(all.runs.find((run) => run.itineraryId === late)?.status).toBe('cancelled');
    expect(seatsOf((await runsAndNetworkVersion(db(), THURSDAY, [late])).runs)).toEqual({ [late]: 5 });
    expect(seatsOf((await runsAndNetworkVersion(db(), FRIDAY, [early, middle])).runs)).toEqual({
      [middle]: 7,
    });

    const none = await runsAndNetworkVersion(db(), THURSDAY, []);
    expect(none.runs).toEqual([]);
    expect(none.version).toBe(all.version);
  });

  it('reads inside a transaction what the transaction wrote', async () => {
    const [early] = await threeDepartures();
    const seen = await db().transaction(async (tx) => {
      await createTripDay(tx, early, THURSDAY, { seatsBooked: 9 });
      return runsAndNetworkVersion(tx, THURSDAY, [early]);
    });
    expect(seatsOf(seen.runs)).toEqual({ [early]: 9 });
  });

  it('reads a moved network version at once', async () => {
    const before = await runsAndNetworkVersion(db(), THURSDAY, []);
    await threeDepartures();
    const after = await runsAndNetworkVersion(db(), THURSDAY, []);
    expect(after.version).toBeGreaterThan(before.version);
  });
});

describe('integerArray', () => {
  it('writes whole numbers as one array value and refuses anything else', () => {
    expect(integerArray([4, 17, 2])).toBe('{4,17,2}');
    expect(integerArray([])).toBe('{}');
    expect(() => integerArray([1.5])).toThrow('not a whole number: 1.5');
    expect(() => integerArray([Number.NaN])).toThrow('not a whole number');
  });
});
