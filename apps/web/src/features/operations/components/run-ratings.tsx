import type { OpsTripDay } from '@shuttle/contracts';
import { Link } from 'react-router';
import { opsPaths } from '../../../config/ops-paths.ts';
import { useRatings } from '../api/get-ratings.ts';
import { averageLine, RatingsList } from './ratings-list.tsx';

/** Under a run's manifest: its driver's average and what riders said of this run (ADR 162). */
export function RunRatings({ run }: { run: Pick<OpsTripDay, 'id' | 'driver'> }) {
  const runRatings = useRatings('trip-days', run.id);
  const driverRatings = useRatings('drivers', run.driver?.id ?? null);
  return (
    <section className="stack no-print" aria-labelledby="ratings-heading">
      <h2 id="ratings-heading">Ratings</h2>
      {run.driver && driverRatings.data ? (
        <p>
          <Link to={opsPaths.driverRatings(run.driver.id)}>
            {run.driver.fname} {run.driver.lname}
          </Link>
          : {averageLine(driverRatings.data.average, driverRatings.data.meta.total) ?? 'no ratings yet'}
        </p>
      ) : null}
      {runRatings.data && runRatings.data.data.length > 0 ? (
        <>
          <p>This run: {averageLine(runRatings.data.average, runRatings.data.meta.total)}</p>
          <RatingsList ratings={runRatings.data.data} />
        </>
      ) : (
        <p className="muted">Nobody has rated this run yet.</p>
      )}
    </section>
  );
}
