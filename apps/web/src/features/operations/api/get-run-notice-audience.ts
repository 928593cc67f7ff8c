import type { RunNoticeAudience } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tripDaysKeyRoot } from './get-trip-days.ts';

/** `GET /ops/trip-days/{id}/notices/audience`: how many riders a notice would reach now. */
export const getRunNoticeAudience = (tripDayId: number) =>
  apiRequest<RunNoticeAudience>(`/ops/trip-days/${tripDayId}/notices/audience`);

export const runNoticeAudienceQueryOptions = (tripDayId: number) =>
  queryOptions({
    queryKey: [...tripDaysKeyRoot, 'notice-audience', tripDayId],
    queryFn: () => getRunNoticeAudience(tripDayId),
    // Riders book and cancel all day: the count shown before sending is today's.
    staleTime: 0,
  });

export function useRunNoticeAudience(tripDayId: number) {
  return useQuery(runNoticeAudienceQueryOptions(tripDayId));
}
