import { getManifestCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `GET /ops/trip-days/{id}/manifest`: who boards where on one run. */
export const getManifest = (runId: number) => callApi(getManifestCall, { params: { id: runId } });

export const manifestQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'manifest', runId],
    queryFn: () => getManifest(runId),
  });

export function useManifest(runId: number) {
  return useQuery(manifestQueryOptions(runId));
}
