import type { OpsRatingList } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /ops/trip-days/{id}/ratings` and `GET /ops/drivers/{id}/ratings`, newest first. */
export const getRatings = (of: 'trip-days' | 'drivers', id: number) =>
  apiRequest<OpsRatingList>(`/ops/${of}/${id}/ratings`);

export const ratingsQueryOptions = (of: 'trip-days' | 'drivers', id: number) =>
  queryOptions({ queryKey: ['ops', 'ratings', of, id], queryFn: () => getRatings(of, id) });

export function useRatings(of: 'trip-days' | 'drivers', id: number | null) {
  return useQuery({ ...ratingsQueryOptions(of, id ?? 0), enabled: id !== null });
}
