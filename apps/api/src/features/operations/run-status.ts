import type { TripDayStatus } from '@shuttle/contracts';

/**
 * Where a run's status may move, and from where: forward only (docs/decisions/151 and 160).
 * Start takes a scheduled (or boarding) run on the road, Finish completes a run on the road,
 * an operator calls off a run still scheduled. A completed or cancelled run never moves again.
 */
export const RUN_STATUS_MOVES = {
  in_progress: ['scheduled', 'boarding'],
  completed: ['in_progress'],
  cancelled: ['scheduled'],
} as const satisfies Record<string, readonly TripDayStatus[]>;

/** A status a run can be moved to. */
export type RunStatusMove = keyof typeof RUN_STATUS_MOVES;

export const canMoveRun = (from: TripDayStatus, to: RunStatusMove): boolean =>
  (RUN_STATUS_MOVES[to] as readonly TripDayStatus[]).includes(from);

/** Completed or cancelled: nothing about the run changes any more. */
export const isRunOver = (status: TripDayStatus): boolean => status === 'completed' || status === 'cancelled';
