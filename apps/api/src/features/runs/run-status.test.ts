import { TRIP_DAY_STATUSES } from '@shuttle/contracts';
import { describe, expect, it } from 'vitest';
import {
  canMoveRun,
  isRunOver,
  isScanInWindow,
  RUN_STATUS_MOVES,
  type RunStatusMove,
  runWindow,
  startRefusal,
} from './run-status.ts';

const order = (status: (typeof TRIP_DAY_STATUSES)[number]) => TRIP_DAY_STATUSES.indexOf(status);
const targets = Object.keys(RUN_STATUS_MOVES) as RunStatusMove[];

describe("a run's status moves", () => {
  it('only forward: never back, never to where it already is', () => {
    for (const to of targets) {
      for (const from of TRIP_DAY_STATUSES) {
        if (canMoveRun(from, to)) expect(order(from)).toBeLessThan(order(to));
      }
    }
  });

  it('never out of completed, cancelled or missed', () => {
    for (const to of targets) {
      for (const from of TRIP_DAY_STATUSES.filter(isRunOver)) expect(canMoveRun(from, to)).toBe(false);
    }
  });

  it('starts from scheduled or boarding, finishes from in_progress, is called off only while scheduled, is missed before it starts', () => {
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'in_progress'))).toEqual([
      'scheduled',
      'boarding',
    ]);
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'completed'))).toEqual(['in_progress']);
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'cancelled'))).toEqual(['scheduled']);
    // Only a run that never started is missed: a run on the road is finished, never missed (R19).
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'missed'))).toEqual(['scheduled', 'boarding']);
  });
});

describe("a run's window (R18)", () => {
  const settings = { RUN_START_EARLY_MINUTES: 60, RUN_MISSED_AFTER_MINUTES: 120 };
  const run = { tripDate: '2026-12-12', departureTime: '07:00', lastStopMinutes: 45 };
  const window = runWindow(run, settings);
  const at = (iso: string) => new Date(iso);

  it('opens an hour before departure, closes Start at the last stop and scans at the missed-after time', () => {
    expect(window.startOpensAt).toEqual(at('2026-12-12T05:00:00Z'));
    expect(window.lastStopAt).toEqual(at('2026-12-12T06:45:00Z'));
    expect(window.missedAt).toEqual(at('2026-12-12T08:45:00Z'));
    expect(startRefusal('scheduled', run, settings, at('2026-12-12T04:59:59Z'))).toBe(
      'This run departs at 07:00; it can be started from 06:00.',
    );
    expect(startRefusal('scheduled', run, settings, at('2026-12-12T05:00:00Z'))).toBeNull();
    expect(startRefusal('boarding', run, settings, at('2026-12-12T06:45:00Z'))).toBeNull();
    expect(startRefusal('scheduled', run, settings, at('2026-12-12T06:45:01Z'))).toMatch(
      /can no longer be started/,
    );
  });

  it('never opens Start before the run’s own date, even for a departure just after midnight', () => {
    const night = { tripDate: '2026-12-12', departureTime: '00:20', lastStopMinutes: 30 };
    expect(runWindow(night, settings).startOpensAt).toEqual(at('2026-12-11T23:00:00Z'));
    expect(startRefusal('scheduled', night, settings, at('2026-12-11T22:59:00Z'))).toBe(
      'This run departs on 12 Dec; it can be started from 00:00 that day.',
    );
  });

  it('takes a scan on a run not yet boarding only inside the window and at most 2 minutes ahead of now', () => {
    const now = at('2026-12-12T06:00:00Z');
    const scanned = (iso: string, status: 'scheduled' | 'completed' = 'scheduled') =>
      isScanInWindow(status, window, at(iso), now);
    expect(scanned('2026-12-12T04:59:59Z')).toBe(false);
    expect(scanned('2026-12-12T05:00:00Z')).toBe(true);
    expect(scanned('2026-12-12T06:02:00Z')).toBe(true);
    expect(scanned('2026-12-12T06:02:01Z')).toBe(false);
    expect(scanned('1970-01-01T00:00:00Z')).toBe(false);
    // A queue synced after Finish is judged by its scans' time, the rides by their own state.
    expect(scanned('2026-12-12T05:30:00Z', 'completed')).toBe(true);
    expect(isScanInWindow('scheduled', window, at('2026-12-12T08:45:01Z'), at('2026-12-12T09:00:00Z'))).toBe(
      false,
    );
    expect(isScanInWindow('in_progress', window, at('1970-01-01T00:00:00Z'), now)).toBe(true);
  });
});
