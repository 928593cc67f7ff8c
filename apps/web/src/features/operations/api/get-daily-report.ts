import { type DailyReportQuery, getDailyReportCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /ops/reports/daily?from&to`: one row per Lagos day and the totals. */
export const getDailyReport = (range: DailyReportQuery) =>
  callApi(getDailyReportCall, { query: { from: range.from, to: range.to } });

export const dailyReportQueryOptions = (range: DailyReportQuery) =>
  queryOptions({
    queryKey: ['ops', 'reports', 'daily', range.from, range.to],
    queryFn: () => getDailyReport(range),
    placeholderData: keepPreviousData,
    // A report of today changes with every booking: each visit reads it again.
    staleTime: 0,
  });

export function useDailyReport(range: DailyReportQuery) {
  return useQuery(dailyReportQueryOptions(range));
}
