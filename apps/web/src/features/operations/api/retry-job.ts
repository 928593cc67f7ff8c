import { retryJobCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { deadJobsKey } from './get-dead-jobs.ts';

/** `POST /ops/jobs/dead/{jobId}/retry`: the job goes back in its queue (audited). */
export const retryJob = (jobId: string) => callApi(retryJobCall, { params: { jobId } });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadJobsKey }),
  });
}
