import { deadJobsQueryOptions } from '../../../features/operations/api/get-dead-jobs.ts';
import { JobsScreen } from '../../../features/operations/components/jobs-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/jobs`: background jobs that failed every retry, for staff (the layout checks the role). */
export async function loader() {
  await queryClient.prefetchQuery(deadJobsQueryOptions());
  return null;
}

export function Component() {
  return <JobsScreen />;
}
