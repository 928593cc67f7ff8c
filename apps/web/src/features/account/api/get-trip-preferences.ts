import { getTripPreferencesCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const getTripPreferences = (userId: number) => callApi(getTripPreferencesCall, { params: { userId } });

export const tripPreferencesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...userKey(userId), 'trip-preferences'],
    queryFn: () => getTripPreferences(userId),
  });

export function useTripPreferences(userId: number) {
  return useQuery(tripPreferencesQueryOptions(userId));
}
