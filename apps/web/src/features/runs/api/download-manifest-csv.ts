import { getManifestCall, MESSAGES } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, callPath } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/**
 * `GET /ops/trip-days/{id}/manifest` with `Accept: text/csv`: the same rows as a file. Fetched
 * with the bearer token (a plain link could not carry it) and handed to the browser as a download.
 */
export async function downloadManifestCsv(runId: number): Promise<Blob> {
  const current = session.get();
  const response = await fetch(`${API_BASE}${callPath(getManifestCall, { id: runId })}`, {
    headers: { accept: 'text/csv', ...(current ? { authorization: `Bearer ${current.token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', MESSAGES.genericError, undefined);
  return response.blob();
}

/** Saves the CSV as `manifest-<run>.csv`. */
export function useDownloadManifestCsv() {
  return useMutation({
    mutationFn: downloadManifestCsv,
    onSuccess: (blob, runId) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `manifest-${runId}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
