import type { RouteSuggestion, RouteSuggestionInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { routeSuggestionsQueryOptions } from './get-route-suggestions.ts';

export const suggestRoute = (userId: number, input: RouteSuggestionInput) =>
  apiRequest<RouteSuggestion>(`/users/${userId}/route-suggestions`, { method: 'POST', body: input });

export function useSuggestRoute(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteSuggestionInput) => suggestRoute(userId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: routeSuggestionsQueryOptions(userId).queryKey }),
  });
}
