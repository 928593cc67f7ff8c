import { getDriverRatingsCall, getRunRatingsCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** `GET /ops/trip-days/{id}/ratings` and `GET /ops/drivers/{id}/ratings`, newest first. */
const RATINGS_CALLS = { 'trip-days': getRunRatingsCall, drivers: getDriverRatingsCall };

export const getRatings = (of: 'trip-days' | 'drivers', id: number) =>
  callApi(RATINGS_CALLS[of], { params: { id } });

export const ratingsQueryOptions = (of: 'trip-days' | 'drivers', id: number) =>
  queryOptions({ queryKey: ['ops', 'ratings', of, id], queryFn: () => getRatings(of, id) });

export function useRatings(of: 'trip-days' | 'drivers', id: number | null) {
  return useQuery({ ...ratingsQueryOptions(of, id ?? 0), enabled: id !== null });
}
