import { getRunCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `GET /ops/trip-days/{id}`: one run, with the refund its cancellation would make now. */
export const getRun = (runId: number) => callApi(getRunCall, { params: { id: runId } });

export const runQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'one', runId],
    queryFn: () => getRun(runId),
    // The preview must be today's figure, not a cached one.
    staleTime: 0,
  });

export function useRun(runId: number, enabled = true) {
  return useQuery({ ...runQueryOptions(runId), enabled });
}
