import type { TripPreferences } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getTripPreferences = (userId: number) =>
  apiRequest<TripPreferences>(`/users/${userId}/trip-preferences`);

export const tripPreferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'trip-preferences'],
    queryFn: () => getTripPreferences(userId),
  });

export function useTripPreferences(userId: number) {
  return useQuery(tripPreferencesQueryOptions(userId));
}
