import type { JobRetried } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { deadJobsKey } from './get-dead-jobs.ts';

/** `POST /ops/jobs/dead/{jobId}/retry`: the job goes back in its queue (audited). */
export const retryJob = (jobId: string) =>
  apiRequest<JobRetried>(`/ops/jobs/dead/${encodeURIComponent(jobId)}/retry`, { method: 'POST' });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deadJobsKey }),
  });
}
