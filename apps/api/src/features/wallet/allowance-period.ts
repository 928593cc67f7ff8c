import { type AllowancePeriod, addDays, lagosDate, lagosInstant, tripDayNumber } from '@shuttle/contracts';

/**
 * When the current allowance period began: weeks start on Monday 00:00 and months on the 1st
 * at 00:00, Lagos time (docs/decisions/032-company-allowances.md).
 */
export function allowancePeriodStart(period: AllowancePeriod, now: Date): Date {
  const today = lagosDate(now);
  if (period === 'month') return lagosInstant(`${today.slice(0, 8)}01`);
  // tripDayNumber: Sunday=1 ... Saturday=7, so Monday is 2.
  const daysSinceMonday = (tripDayNumber(today) + 5) % 7;
  return lagosInstant(addDays(today, -daysSinceMonday));
}
