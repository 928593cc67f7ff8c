import { type RouteSuggestionInput, suggestRouteCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { routeSuggestionsQueryOptions } from './get-route-suggestions.ts';

export const suggestRoute = (userId: number, input: RouteSuggestionInput) =>
  callApi(suggestRouteCall, { params: { userId }, body: input });

export function useSuggestRoute(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteSuggestionInput) => suggestRoute(userId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: routeSuggestionsQueryOptions(userId).queryKey }),
  });
}
