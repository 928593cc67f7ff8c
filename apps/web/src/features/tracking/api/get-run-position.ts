import { getRunPositionCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const getRunPosition = (tripDayId: number) =>
  callApi(getRunPositionCall, { params: { id: tripDayId } });

export const runPositionQueryOptions = (tripDayId: number) =>
  queryOptions({
    queryKey: ['tracking', 'run', tripDayId],
    queryFn: () => getRunPosition(tripDayId),
    // The live stream keeps it fresh; a refetch would only repaint the same position.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The run's stops and its latest position: the first paint of Track my bus. */
export function useRunPosition(tripDayId: number) {
  return useQuery(runPositionQueryOptions(tripDayId));
}
