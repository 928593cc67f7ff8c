import { getRunNoticeAudienceCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `GET /ops/trip-days/{id}/notices/audience`: how many riders a notice would reach now. */
export const getRunNoticeAudience = (runId: number) =>
  callApi(getRunNoticeAudienceCall, { params: { id: runId } });

export const runNoticeAudienceQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: [...runsKeyRoot, 'notice-audience', runId],
    queryFn: () => getRunNoticeAudience(runId),
    // Riders book and cancel all day: the count shown before sending is today's.
    staleTime: 0,
  });

export function useRunNoticeAudience(runId: number) {
  return useQuery(runNoticeAudienceQueryOptions(runId));
}
