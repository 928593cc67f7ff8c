import { getInboxAssigneesCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /ops/inbox-assignees`: the staff an item can be given to. */
export const getInboxAssignees = () => callApi(getInboxAssigneesCall);

export const inboxAssigneesQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'inbox-assignees'], queryFn: getInboxAssignees, staleTime: 60_000 });

export function useInboxAssignees() {
  return useQuery(inboxAssigneesQueryOptions());
}
