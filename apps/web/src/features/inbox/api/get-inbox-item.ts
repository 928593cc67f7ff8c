import { getInboxItemCall, type InboxKind } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { inboxKeyRoot } from './get-inbox.ts';

/** `GET /ops/inbox/{kind}/{id}`: everything the form sent, with the item's history. */
export const getInboxItem = (kind: InboxKind, id: number) =>
  callApi(getInboxItemCall, { params: { kind, id } });

export const inboxItemQueryOptions = (kind: InboxKind, id: number) =>
  queryOptions({
    queryKey: [...inboxKeyRoot, kind, 'item', id],
    queryFn: () => getInboxItem(kind, id),
    staleTime: 0,
  });

export function useInboxItem(kind: InboxKind, id: number) {
  return useQuery(inboxItemQueryOptions(kind, id));
}
