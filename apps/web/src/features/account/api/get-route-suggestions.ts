import type { RouteSuggestion } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getRouteSuggestions = (userId: number) =>
  apiRequest<{ data: RouteSuggestion[] }>(`/users/${userId}/route-suggestions`);

export const routeSuggestionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'route-suggestions'],
    queryFn: () => getRouteSuggestions(userId),
    select: (answer) => answer.data,
  });

export function useRouteSuggestions(userId: number) {
  return useQuery(routeSuggestionsQueryOptions(userId));
}
