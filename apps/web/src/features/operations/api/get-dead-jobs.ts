import { getDeadJobsCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const deadJobsKey = ['ops', 'jobs', 'dead'] as const;

/** `GET /ops/jobs/dead`: background jobs that failed every retry, newest first. */
export const getDeadJobs = () => callApi(getDeadJobsCall);

export const deadJobsQueryOptions = () =>
  queryOptions({ queryKey: deadJobsKey, queryFn: getDeadJobs, staleTime: 0 });

export function useDeadJobs() {
  return useQuery(deadJobsQueryOptions());
}
