import { getLiveBoardCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const getLiveBoard = () => callApi(getLiveBoardCall);

export const liveBoardQueryOptions = () =>
  queryOptions({ queryKey: ['tracking', 'ops-live'], queryFn: getLiveBoard, refetchInterval: 10_000 });

/** Today's runs in progress, late first, refreshed every 10 seconds. */
export function useLiveBoard() {
  return useQuery(liveBoardQueryOptions());
}
