import { getRouteSuggestionsCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const getRouteSuggestions = (userId: number) =>
  callApi(getRouteSuggestionsCall, { params: { userId } });

export const routeSuggestionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...userKey(userId), 'route-suggestions'],
    queryFn: () => getRouteSuggestions(userId),
    select: (answer) => answer.data,
  });

export function useRouteSuggestions(userId: number) {
  return useQuery(routeSuggestionsQueryOptions(userId));
}
