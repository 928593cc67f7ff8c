import type { LiveBoard } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getLiveBoard = () => apiRequest<LiveBoard>('/ops/live');

export const liveBoardQueryOptions = () =>
  queryOptions({ queryKey: ['tracking', 'ops-live'], queryFn: getLiveBoard, refetchInterval: 10_000 });

/** Today's runs in progress, late first, refreshed every 10 seconds. */
export function useLiveBoard() {
  return useQuery(liveBoardQueryOptions());
}
