import type { RosterClash } from '@shuttle/contracts';
import type { RunRow } from './runs.repository.ts';

type RosterRun = RosterClash['run'];

const MINUTES_A_DAY = 24 * 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const clockOf = (minutes: number) => {
  const wrapped = minutes % MINUTES_A_DAY;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/**
 * A run's window on its date, in minutes from midnight: from its departure to its last stop.
 * A route whose stops are all at minute 0 still holds its crew for a minute.
 */
function windowOf(run: RunRow): { start: number; end: number } {
  const start = minutesOf(run.departureTime);
  return { start, end: start + Math.max(run.lastStopMinutes, 1) };
}

/** Two runs overlap when they share a date and their windows intersect; end meeting start is no clash. */
export function runsOverlap(a: RunRow, b: RunRow): boolean {
  if (a.tripDate !== b.tripDate) return false;
  const first = windowOf(a);
  const second = windowOf(b);
  return first.start < second.end && second.start < first.end;
}

export function rosterRun(run: RunRow): RosterRun {
  return {
    id: run.id,
    trip_date: run.tripDate,
    route_code: run.routeCode,
    departure_time: run.departureTime,
    arrival_time: clockOf(windowOf(run).end),
  };
}

/**
 * Every pair of a run the roster would assign and another run the same vehicle or driver is
 * already on that overlaps it (docs/decisions/252-rosters.md), by date, then time.
 */
export function rosterClashes(
  rostered: RunRow[],
  others: RunRow[],
  crew: { vehicleId: number; driverId: number },
): RosterClash[] {
  const rosteredIds = new Set(rostered.map((run) => run.id));
  const clashes: RosterClash[] = [];
  for (const run of rostered) {
    for (const other of others) {
      if (rosteredIds.has(other.id) || !runsOverlap(run, other)) continue;
      if (other.vehicle?.id === crew.vehicleId) {
        clashes.push({ resource: 'vehicle', run: rosterRun(run), clashes_with: rosterRun(other) });
      }
      if (other.driver?.id === crew.driverId) {
        clashes.push({ resource: 'driver', run: rosterRun(run), clashes_with: rosterRun(other) });
      }
    }
  }
  return clashes;
}
