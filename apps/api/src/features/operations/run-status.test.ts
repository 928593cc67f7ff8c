import { TRIP_DAY_STATUSES } from '@shuttle/contracts';
import { describe, expect, it } from 'vitest';
import { canMoveRun, isRunOver, RUN_STATUS_MOVES, type RunStatusMove } from './run-status.ts';

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

  it('never out of completed or cancelled', () => {
    for (const to of targets) {
      for (const from of TRIP_DAY_STATUSES.filter(isRunOver)) expect(canMoveRun(from, to)).toBe(false);
    }
  });

  it('starts from scheduled or boarding, finishes from in_progress, is called off only while scheduled', () => {
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'in_progress'))).toEqual([
      'scheduled',
      'boarding',
    ]);
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'completed'))).toEqual(['in_progress']);
    expect(TRIP_DAY_STATUSES.filter((from) => canMoveRun(from, 'cancelled'))).toEqual(['scheduled']);
  });
});
