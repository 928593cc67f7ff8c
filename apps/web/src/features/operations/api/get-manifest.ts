import type { Manifest } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tripDaysKeyRoot } from './get-trip-days.ts';

/** `GET /ops/trip-days/{id}/manifest`: who boards where on one run. */
export const getManifest = (tripDayId: number) =>
  apiRequest<Manifest>(`/ops/trip-days/${tripDayId}/manifest`);

export const manifestQueryOptions = (tripDayId: number) =>
  queryOptions({
    queryKey: [...tripDaysKeyRoot, 'manifest', tripDayId],
    queryFn: () => getManifest(tripDayId),
  });

export function useManifest(tripDayId: number) {
  return useQuery(manifestQueryOptions(tripDayId));
}
