import { lazy, Suspense } from 'react';
import type { TrackMyBusProps } from './track-my-bus.tsx';

// Tracking loads only on a booking page in a ride's window: never with the dashboard.
const TrackMyBus = lazy(() =>
  import('./track-my-bus.tsx').then((module) => ({ default: module.TrackMyBus })),
);

export interface RideWindow {
  trip_date: string;
  departure_time: string;
  pickup_time: string;
  arrival_time: string;
  status: string;
}

/** Tracking opens this long before the pick-up time... */
const BEFORE_MINUTES = 60;
/** ... and closes this long after the arrival time. */
const AFTER_MINUTES = 30;

const DAY = 24 * 3600_000;
/** Lagos is UTC+1 all year. */
const lagosTime = (date: string, time: string) => Date.parse(`${date}T${time.slice(0, 5)}:00+01:00`);

/**
 * The instant of a stop's clock time on a run that left at `departure`. The trip date is the
 * day the run left its first stop, and times past midnight wrap like a wall clock: a 23:55 run
 * picks up at 00:05 on the next day.
 */
function onRun(departure: number, date: string, time: string): number {
  const sameDay = lagosTime(date, time);
  return sameDay < departure ? sameDay + DAY : sameDay;
}

/** Whether a ride is in its tracking window at `now`. */
export function inRideWindow(ride: RideWindow, now: number): boolean {
  if (ride.status !== 'booked' && ride.status !== 'boarded') return false;
  const departure = lagosTime(ride.trip_date, ride.departure_time);
  const opens = onRun(departure, ride.trip_date, ride.pickup_time) - BEFORE_MINUTES * 60_000;
  const closes = onRun(departure, ride.trip_date, ride.arrival_time) + AFTER_MINUTES * 60_000;
  return now >= opens && now <= closes;
}

export function LazyTrackMyBus(props: TrackMyBusProps) {
  return (
    <Suspense fallback={<p className="muted">Finding your bus…</p>}>
      <TrackMyBus {...props} />
    </Suspense>
  );
}
