import { type DailyReportQuery, getDailyReportCall, MESSAGES } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, callPath } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * `GET /ops/reports/daily` with `Accept: text/csv`: the same rows as a file, fetched with the
 * bearer token (a plain link could not carry it) and handed to the browser as a download.
 */
export async function downloadDailyReportCsv(range: DailyReportQuery): Promise<Blob> {
  const current = session.get();
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetch(`${API_BASE}${callPath(getDailyReportCall, undefined)}?${query}`, {
    headers: { accept: 'text/csv', ...(current ? { authorization: `Bearer ${current.token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', MESSAGES.genericError, undefined);
  return response.blob();
}

/** Saves the CSV as `daily-report-<from>-<to>.csv`. */
export function useDownloadDailyReportCsv() {
  return useMutation({
    mutationFn: downloadDailyReportCsv,
    onSuccess: (blob, range) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `daily-report-${range.from}-${range.to}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
