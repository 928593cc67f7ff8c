import { downloadInboxCall, type InboxKind, MESSAGES } from '@shuttle/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, callPath } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import type { InboxFilter } from './get-inbox.ts';

/**
 * `GET /ops/inbox/{kind}/export`: the list's filters, every page, as CSV. Fetched with the
 * bearer token (a plain link could not carry it) and handed to the browser as a download.
 */
export async function downloadInboxCsv({
  kind,
  filter,
}: {
  kind: InboxKind;
  filter: Omit<InboxFilter, 'page'>;
}) {
  const current = session.get();
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.status) query.set('status', filter.status);
  const suffix = query.size > 0 ? `?${query}` : '';
  const response = await fetch(`${API_BASE}${callPath(downloadInboxCall, { kind })}${suffix}`, {
    headers: current ? { authorization: `Bearer ${current.token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', MESSAGES.genericError, undefined);
  return response.blob();
}

export function useDownloadInboxCsv() {
  return useMutation({
    mutationFn: downloadInboxCsv,
    onSuccess: (blob, { kind }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `inbox-${kind}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
