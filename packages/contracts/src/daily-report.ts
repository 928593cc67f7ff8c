import { z } from 'zod';
import { getDailyReportAddress } from './addresses/daily-report.ts';
import { defineCall } from './call.ts';
import { addDays } from './dates.ts';
import { dateField } from './fields.ts';
import { UnpagedList } from './lists.ts';

/**
 * GET /v1/ops/reports/daily?from&to: one row per Lagos calendar day, read from the ledger and the
 * bookings so that it reconciles with them exactly (docs/decisions/185-daily-report.md).
 */

/** The longest range one call answers: a quarter, so the report stays one bounded read. */
export const MAX_REPORT_DAYS = 92;

export const REPORT_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD.',
  toBeforeFrom: 'The last day cannot be before the first day.',
  tooLong: `Choose at most ${MAX_REPORT_DAYS} days.`,
} as const;

const reportDate = dateField(REPORT_MESSAGES.date);

/** Inclusive days between two YYYY-MM-DD dates (1 when they are the same day). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const DailyReportQuery = z
  .strictObject({ from: reportDate, to: reportDate })
  .superRefine((range, context) => {
    if (range.to < range.from) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.toBeforeFrom, path: ['to'] });
    } else if (reportDays(range.from, range.to) > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', message: REPORT_MESSAGES.tooLong, path: ['to'] });
    }
  });
export type DailyReportQuery = z.infer<typeof DailyReportQuery>;

const count = z.number().int().min(0);
const kobo = z.number().int();

/** What a day's report counts; the totals row has the same fields. */
const reportFigures = {
  /** Bookings made that day (any status). */
  bookings: count,
  /** Rides on that day's runs that are not cancelled, and their seats. */
  rides: count,
  seats_sold: count,
  /** Seats of that day's runs that were not called off. */
  seats_offered: count,
  /** seats_sold / seats_offered, 0 to 1; null when no run was offered. */
  load_factor: z.number().min(0).nullable(),
  /** Fares booked that day: what the fare-revenue account received (wallets and discounts). */
  revenue_kobo: kobo,
  /** What refunds gave back that day, to wallets and to promotions. */
  refunds_kobo: kobo,
  /** Top-ups credited to riders' wallets that day. */
  top_ups_kobo: kobo,
};

export const DailyReportDay = z.object({ date: z.string(), ...reportFigures });
export type DailyReportDay = z.infer<typeof DailyReportDay>;

export const DailyReport = UnpagedList(DailyReportDay).extend({
  from: z.string(),
  to: z.string(),
  totals: z.object(reportFigures),
});
export type DailyReport = z.infer<typeof DailyReport>;

/** Every date from `from` to `to`, inclusive, in order. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The daily report over Lagos dates: JSON, or CSV for `Accept: text/csv` (ADR 185). */
export const getDailyReportCall = defineCall(getDailyReportAddress, {
  query: DailyReportQuery,
  answers: { 200: DailyReport },
});
