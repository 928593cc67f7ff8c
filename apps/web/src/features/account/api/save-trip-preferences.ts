import { saveTripPreferencesCall, type TripPreferences } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { tripPreferencesQueryOptions } from './get-trip-preferences.ts';

export const saveTripPreferences = (userId: number, preferences: TripPreferences) =>
  callApi(saveTripPreferencesCall, { params: { userId }, body: preferences });

export function useSaveTripPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TripPreferences) => saveTripPreferences(userId, preferences),
    onSuccess: (saved) => queryClient.setQueryData(tripPreferencesQueryOptions(userId).queryKey, saved),
  });
}
