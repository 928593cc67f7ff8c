import { MESSAGES } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * `GET /bus-partner/statement?month=YYYY-MM`: a month's completed runs and their total as CSV,
 * fetched with the bearer token and handed to the browser as a download.
 */
export async function downloadStatement(month: string): Promise<Blob> {
  const current = session.get();
  const response = await fetch(`${API_BASE}/bus-partner/statement?month=${encodeURIComponent(month)}`, {
    headers: current ? { authorization: `Bearer ${current.token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', MESSAGES.genericError, undefined);
  return response.blob();
}

export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatement,
    onSuccess: (blob, month) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `statement-${month}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
