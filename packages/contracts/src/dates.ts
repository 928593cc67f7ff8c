/** Lagos is UTC+1 all year, with no daylight saving (docs/product.md#overview). */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

/** Lagos's offset from UTC, which never changes (see above). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * The calendar date (YYYY-MM-DD) in Lagos at the given instant: the UTC date an hour later. No
 * `Intl` formatter, whose first use costs a phone's browser tens of milliseconds before a page's
 * first paint (docs/decisions/189).
 */
export function lagosDate(at: Date = new Date()): string {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
}

export function isBeforeLagosToday(date: string, now: Date = new Date()): boolean {
  return date < lagosDate(now);
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** How far ahead rides can be booked unless the operator sets BOOKING_HORIZON_DAYS (ADR 109). */
/**
 * The date on which a run that left on `tripDate` at `departureTime` reaches a stop at `time`:
 * a run's times past midnight wrap like a wall clock, so a 23:55 run picks up at 00:05 on the
 * next day (docs/decisions/165).
 */
export function dateOnRun(tripDate: string, departureTime: string, time: string): string {
  return time < departureTime ? addDays(tripDate, 1) : tripDate;
}

/**
 * The date of a ride's pick-up: the day after its trip date when its run passes midnight first.
 * Here with the dates, not beside the booking schemas, so that a page naming rides loads no zod
 * for it (docs/decisions/189).
 */
export const pickupDateOf = (ride: { trip_date: string; departure_time: string; pickup_time: string }) =>
  dateOnRun(ride.trip_date, ride.departure_time, ride.pickup_time);

export const DEFAULT_BOOKING_HORIZON_DAYS = 60;

/** The last date a ride can be booked for, `horizonDays` after today in Lagos. */
export function lastBookableDate(today: string, horizonDays: number): string {
  return addDays(today, horizonDays);
}

/** What the search form's date picker and the booking refusal say about the horizon. */
export function bookingHorizonMessage(horizonDays: number): string {
  return `Rides can be booked up to ${horizonDays} days ahead.`;
}

/** The spec's weekday number of a YYYY-MM-DD date: Sunday=1 ... Saturday=7. */
export function tripDayNumber(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
}

/** The instant a Lagos wall-clock date and HH:MM time denote. */
export function lagosInstant(date: string, time = '00:00'): Date {
  return new Date(`${date}T${time}:00+01:00`);
}

let rideDate: Intl.DateTimeFormat | undefined;

/**
 * "Thursday 26 November 2026" for a YYYY-MM-DD date. Here, beside the other dates and away from
 * the booking schemas, so that a page listing rides loads no zod for it; the formatter is made on
 * first use (docs/decisions/189, 192).
 */
export function formatRideDate(date: string): string {
  rideDate ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return rideDate.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}
