import { type LoaderFunctionArgs, useLoaderData, useOutletContext } from 'react-router';
import { DriverRunPage } from '../../../features/driver/components/driver-run-page.tsx';
import { SharePosition } from '../../../features/tracking/components/share-position.tsx';
import { Component as NotFound } from '../not-found.tsx';

export function loader({ params }: LoaderFunctionArgs) {
  const runId = Number(params.runId);
  return { runId: Number.isSafeInteger(runId) && runId > 0 ? runId : null };
}

/**
 * `/driver/runs/{id}`: one run's manifest, scanner, Start and Finish. `DriverRunPage` takes
 * `whileInProgress` for what rides along with a run in progress (sharing the bus's position).
 */
export function Component() {
  const { runId } = useLoaderData<typeof loader>();
  const driver = useOutletContext<{ id: number }>();
  return runId === null ? (
    <NotFound />
  ) : (
    <DriverRunPage
      key={runId}
      userId={driver.id}
      runId={runId}
      whileInProgress={(run) => <SharePosition tripDayId={run.id} active={run.status === 'in_progress'} />}
    />
  );
}
