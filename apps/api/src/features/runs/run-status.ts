import { LAGOS_TIME_ZONE, lagosDate, lagosInstant, type TripDayStatus } from '@shuttle/contracts';

/**
 * Where a run's status may move, and from where: forward only (docs/decisions/151, 160 and 227).
 * Start takes a scheduled (or boarding) run on the road, Finish completes a run on the road,
 * an operator calls off a run still scheduled, and a run nobody started by its deadline is
 * missed. A completed, cancelled or missed run never moves again.
 */
export const RUN_STATUS_MOVES = {
  in_progress: ['scheduled', 'boarding'],
  completed: ['in_progress'],
  cancelled: ['scheduled'],
  missed: ['scheduled', 'boarding'],
} as const satisfies Record<string, readonly TripDayStatus[]>;

/** A status a run can be moved to. */
export type RunStatusMove = keyof typeof RUN_STATUS_MOVES;

export const canMoveRun = (from: TripDayStatus, to: RunStatusMove): boolean =>
  (RUN_STATUS_MOVES[to] as readonly TripDayStatus[]).includes(from);

/** Completed, cancelled or missed: nothing about the run changes any more. */
export const isRunOver = (status: TripDayStatus): boolean =>
  status === 'completed' || status === 'cancelled' || status === 'missed';

/** The statuses in which a pass is checked in whatever the scan's time (R18). */
export const isRunBoarding = (status: TripDayStatus): boolean =>
  status === 'boarding' || status === 'in_progress';

/** How far ahead of the server's clock a scan's own time may be: phones' clocks drift (R18). */
export const SCAN_CLOCK_AHEAD_MS = 2 * 60_000;

/** What a missed run's riders are told, and what the run records as its reason (R19). */
export const MISSED_RUN_REASON = 'The bus did not run: no driver started it, so we refunded the ride.';

/** The settings that bind a run to the clock (apps/api/src/config.ts). */
export interface RunClockSettings {
  RUN_START_EARLY_MINUTES: number;
  RUN_MISSED_AFTER_MINUTES: number;
}

/** What the clock rules need of a run: its date, departure (HH:MM, Lagos) and last stop. */
export interface RunTiming {
  tripDate: string;
  departureTime: string;
  /** Minutes from the departure to the route's last stop. */
  lastStopMinutes: number;
}

/** The instants of one run that its rules turn on (docs/reliability.md#r18, #r19). */
export interface RunWindow {
  departsAt: Date;
  /** Start opens: the start-early time, and never before the run's own date (Lagos). */
  startOpensAt: Date;
  /** The last stop's scheduled time: Start closes. */
  lastStopAt: Date;
  /** The offline queue's window: from the start-early time to the missed-after time. */
  scansFrom: Date;
  /** The missed-after time: a run not started by then is missed. */
  missedAt: Date;
}

const MINUTE = 60_000;

export function runWindow(run: RunTiming, settings: RunClockSettings): RunWindow {
  const departsAt = lagosInstant(run.tripDate, run.departureTime);
  const scansFrom = new Date(departsAt.getTime() - settings.RUN_START_EARLY_MINUTES * MINUTE);
  const lastStopAt = new Date(departsAt.getTime() + run.lastStopMinutes * MINUTE);
  const dayStarts = lagosInstant(run.tripDate);
  return {
    departsAt,
    startOpensAt: scansFrom < dayStarts ? dayStarts : scansFrom,
    lastStopAt,
    scansFrom,
    missedAt: new Date(lastStopAt.getTime() + settings.RUN_MISSED_AFTER_MINUTES * MINUTE),
  };
}

/**
 * Whether a pass may be checked in on this run (R18): always while it is boarding or on the
 * road; otherwise only a scan made inside the run's window and not ahead of the server's clock
 * by more than `SCAN_CLOCK_AHEAD_MS` (an offline queue synced later).
 */
export function isScanInWindow(
  status: TripDayStatus,
  window: RunWindow,
  scannedAt: Date,
  now: Date,
): boolean {
  if (isRunBoarding(status)) return true;
  const at = scannedAt.getTime();
  return (
    at >= window.scansFrom.getTime() &&
    at <= window.missedAt.getTime() &&
    at <= now.getTime() + SCAN_CLOCK_AHEAD_MS
  );
}

/** When a ride counts as boarded: the scan's time, kept inside the window and never later than now. */
export function boardedAt(window: RunWindow, scannedAt: Date, now: Date): Date {
  const at = Math.min(scannedAt.getTime(), now.getTime());
  return new Date(Math.max(at, Math.min(window.scansFrom.getTime(), now.getTime())));
}

const CLOCK_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
});
/** "06:00" in Lagos. */
const lagosClock = (at: Date) => CLOCK_FORMAT.format(at);
/** "12 Dec" in Lagos. */
const lagosDay = (at: Date) => DAY_FORMAT.format(at);

const missedMessage = (window: RunWindow) =>
  `This run was missed: nobody started it by ${lagosClock(window.missedAt)} on ${lagosDay(
    window.missedAt,
  )}, and its riders were refunded.`;

/** Why the run cannot be started now (one message per case), or null when it can (R18). */
export function startRefusal(
  status: TripDayStatus,
  run: RunTiming,
  settings: RunClockSettings,
  now: Date,
): string | null {
  const window = runWindow(run, settings);
  if (status === 'cancelled') return 'This run was cancelled.';
  if (status === 'missed') return missedMessage(window);
  if (!canMoveRun(status, 'in_progress')) return 'This run is already finished.';
  if (now < window.startOpensAt) {
    const opens = lagosClock(window.startOpensAt);
    return lagosDate(now) === run.tripDate
      ? `This run departs at ${run.departureTime}; it can be started from ${opens}.`
      : `This run departs on ${lagosDay(window.departsAt)}; it can be started from ${opens} that day.`;
  }
  if (now > window.lastStopAt) {
    return `This run's last stop was due at ${lagosClock(window.lastStopAt)} on ${lagosDay(
      window.lastStopAt,
    )}; it can no longer be started.`;
  }
  return null;
}

/** Why the run cannot be finished (one message per case), or null when it can. */
export function finishRefusal(
  status: TripDayStatus,
  run: RunTiming,
  settings: RunClockSettings,
): string | null {
  if (status === 'cancelled') return 'This run was cancelled.';
  if (status === 'missed') return missedMessage(runWindow(run, settings));
  if (!canMoveRun(status, 'completed')) return 'Start the run before finishing it.';
  return null;
}
