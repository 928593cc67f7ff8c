import { getInboxCall, type InboxKind, type InboxStatus } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const INBOX_PAGE_SIZE = 20;

export interface InboxFilter {
  page: number;
  q?: string | undefined;
  status?: InboxStatus | undefined;
}

/** Every inbox query starts with this key, so a change refreshes lists and items alike. */
export const inboxKeyRoot = ['ops', 'inbox'] as const;

/** `GET /ops/inbox/{kind}`: newest first, searched and filtered on the server. */
export const getInbox = (kind: InboxKind, { page, q, status }: InboxFilter) =>
  callApi(getInboxCall, { params: { kind }, query: { page, limit: INBOX_PAGE_SIZE, q, status } });

export const inboxQueryOptions = (kind: InboxKind, filter: InboxFilter) =>
  queryOptions({
    queryKey: [...inboxKeyRoot, kind, 'list', filter],
    queryFn: () => getInbox(kind, filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useInbox(kind: InboxKind, filter: InboxFilter) {
  return useQuery(inboxQueryOptions(kind, filter));
}
