import { addDays, type DriverRun, lagosDate } from '@shuttle/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { driverPaths } from '../../../config/driver-paths.ts';
import { driverManifestQueryOptions } from '../api/get-driver-manifest.ts';
import { driverRunsQueryOptions } from '../api/get-driver-runs.ts';

const STATUS_NAMES: Record<DriverRun['status'], string> = {
  scheduled: 'Not started',
  boarding: 'Boarding',
  in_progress: 'In progress',
  completed: 'Finished',
  cancelled: 'Cancelled',
  missed: 'Missed',
};
/** "Thu 26 Nov": the run's day as a driver reads it. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export const runStatusName = (status: DriverRun['status']) => STATUS_NAMES[status];

/**
 * Today's runs and tomorrow's, each a large link to its page. Loading them also saves every
 * manifest of those runs on the phone, so the day works without a connection.
 */
export function DriverRuns({ userId }: { userId: number }) {
  const today = lagosDate(new Date());
  const days = [today, addDays(today, 1)];
  // Two queries rather than useQueries: the app's chunks stay as they were for riders.
  const results = [
    useQuery(driverRunsQueryOptions(userId, days[0] ?? today)),
    useQuery(driverRunsQueryOptions(userId, days[1] ?? today)),
  ];
  const queryClient = useQueryClient();
  const runIds = results.flatMap((result) => result.data?.value.data.map((run) => run.id) ?? []);
  const runKey = runIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey stands for runIds.
  useEffect(() => {
    for (const runId of runIds) void queryClient.prefetchQuery(driverManifestQueryOptions(userId, runId));
  }, [runKey, userId, queryClient]);

  return (
    <div className="stack">
      <h1>My runs</h1>
      {days.map((date, index) => {
        const result = results[index];
        const runs = result?.data?.value.data;
        return (
          <section key={date} className="stack" aria-labelledby={`runs-${date}`}>
            <h2 id={`runs-${date}`}>
              {index === 0 ? 'Today' : 'Tomorrow'}, {dayLabel(date)}
            </h2>
            {result?.data?.savedAt ? <p className="muted small">Offline: as saved on this phone.</p> : null}
            {result?.isPending ? <p className="muted">Loading runs…</p> : null}
            {result?.isError ? (
              <p className="driver-alert" role="alert">
                The runs could not be loaded. Check the connection and try again.
              </p>
            ) : null}
            {runs && runs.length === 0 ? <p className="muted">No runs assigned to you.</p> : null}
            <ul className="driver-run-list">
              {runs?.map((run) => (
                <li key={run.id}>
                  <Link to={driverPaths.run(run.id)} className="driver-run-card">
                    <strong className="driver-run-card__time">{run.departure_time}</strong>
                    <span>
                      {run.route.code}: {run.route.name}
                    </span>
                    <span className="muted">
                      {runStatusName(run.status)} · {run.boarded} of {run.booked} boarded
                      {run.vehicle ? ` · ${run.vehicle.registration_number}` : ''}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
