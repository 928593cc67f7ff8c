import { describe, expect, it } from 'vitest';
import { describeRide } from './bookings.ts';
import { dateOnRun, formatRideDate, LAGOS_TIME_ZONE, lagosDate } from './dates.ts';
import { formatNaira } from './money.ts';

// Both are written without `Intl` (docs/decisions/189): they must say exactly what it says.
describe('formatNaira', () => {
  const intl = new Intl.NumberFormat('en-NG', {
    style: 'currency',
    currency: 'NGN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it.each([
    0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 185_000, 1_234_567, 100_000_000, 123_456_789_012,
    -1, -50, -185_000, -123_456_789,
  ])('writes %i kobo as Intl does for en-NG naira', (kobo) => {
    expect(formatNaira(kobo)).toBe(intl.format(kobo / 100));
  });

  it('writes the naira sign, thousands and two decimals', () => {
    expect(formatNaira(185_050)).toBe('₦1,850.50');
  });
});

describe('lagosDate', () => {
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: LAGOS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  it.each([
    '2026-11-25T22:59:59.999Z',
    '2026-11-25T23:00:00.000Z',
    '2026-12-31T23:30:00.000Z',
    '2027-02-28T23:00:00.000Z',
    '2028-02-28T23:00:00.000Z',
    '2026-03-29T00:30:00.000Z',
    '2026-10-25T12:00:00.000Z',
    '2000-01-01T00:00:00.000Z',
  ])('is the date in Lagos at %s, as Intl says', (iso) => {
    expect(lagosDate(new Date(iso))).toBe(intl.format(new Date(iso)));
  });

  it('turns to the next day at 23:00 UTC, midnight in Lagos', () => {
    expect(lagosDate(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(lagosDate(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
  });
});

describe('formatRideDate', () => {
  it('names the weekday, day, month and year of a ride date, without a comma', () => {
    expect(formatRideDate('2026-11-26')).toBe('Thursday 26 November 2026');
    expect(formatRideDate('2028-02-29')).toBe('Tuesday 29 February 2028');
  });
});

describe('dateOnRun', () => {
  it('dates a stop past midnight on the day after the run left, across a month', () => {
    expect(dateOnRun('2026-11-30', '23:55', '00:05')).toBe('2026-12-01');
    expect(dateOnRun('2026-11-30', '23:55', '23:58')).toBe('2026-11-30');
    expect(dateOnRun('2026-11-30', '06:30', '07:45')).toBe('2026-11-30');
  });

  it('names a ride by its pick-up’s date when the run’s departure is known', () => {
    const ride = {
      trip_date: '2026-11-25',
      pickup_time: '00:05',
      route: { code: 'TRK', name: 'Ketu – Onipanu' },
    };
    expect(describeRide({ ...ride, departure_time: '23:55' })).toBe(
      `the 00:05 TRK (Ketu – Onipanu) ride on ${formatRideDate('2026-11-26')}`,
    );
    expect(describeRide(ride)).toBe(`the 00:05 TRK (Ketu – Onipanu) ride on ${formatRideDate('2026-11-25')}`);
  });
});
