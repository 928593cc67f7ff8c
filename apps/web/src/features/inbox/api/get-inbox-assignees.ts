import type { InboxAssignees } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /ops/inbox-assignees`: the staff an item can be given to. */
export const getInboxAssignees = () => apiRequest<InboxAssignees>('/ops/inbox-assignees');

export const inboxAssigneesQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'inbox-assignees'], queryFn: getInboxAssignees, staleTime: 60_000 });

export function useInboxAssignees() {
  return useQuery(inboxAssigneesQueryOptions());
}
