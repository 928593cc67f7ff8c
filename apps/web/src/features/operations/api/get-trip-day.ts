import type { OpsTripDay } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tripDaysKeyRoot } from './get-trip-days.ts';

/** `GET /ops/trip-days/{id}`: one run, with the refund its cancellation would make now. */
export const getTripDay = (tripDayId: number) => apiRequest<OpsTripDay>(`/ops/trip-days/${tripDayId}`);

export const tripDayQueryOptions = (tripDayId: number) =>
  queryOptions({
    queryKey: [...tripDaysKeyRoot, 'one', tripDayId],
    queryFn: () => getTripDay(tripDayId),
    // The preview must be today's figure, not a cached one.
    staleTime: 0,
  });

export function useTripDay(tripDayId: number, enabled = true) {
  return useQuery({ ...tripDayQueryOptions(tripDayId), enabled });
}
