import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { RunRatings } from '../../../features/operations/components/run-ratings.tsx';
import { manifestQueryOptions } from '../../../features/runs/api/get-manifest.ts';
import { ManifestScreen } from '../../../features/runs/components/manifest-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/runs/:tripDayId/manifest`: who boards where; prints without the console around it. */
export async function loader({ params }: LoaderFunctionArgs) {
  const runId = Number(params.tripDayId);
  if (!Number.isSafeInteger(runId) || runId <= 0) return { runId: null };
  await queryClient.prefetchQuery(manifestQueryOptions(runId));
  return { runId };
}

export function Component() {
  const { runId } = useLoaderData<typeof loader>();
  return runId === null ? (
    <NotFound />
  ) : (
    // The manifest is the runs feature's; the ratings under it are operations'.
    <ManifestScreen key={runId} runId={runId} ratings={(run) => <RunRatings run={run} />} />
  );
}
