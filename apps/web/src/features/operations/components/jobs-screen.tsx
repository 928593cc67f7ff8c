import type { DeadJob } from '@shuttle/contracts';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeadJobs } from '../api/get-dead-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';

const timeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/**
 * Background jobs that failed every retry (docs/decisions/135): what failed, why, and a button
 * that puts the job back in its queue. Jobs are idempotent, so running one again is safe.
 */
export function JobsScreen() {
  const dead = useDeadJobs();
  const retry = useRetryJob();
  return (
    <div className="stack">
      <h1>Failed jobs</h1>
      <p className="muted">
        Billing, email and other background work is retried with growing delays. A job listed here failed
        every time; retry it once its cause is fixed.
      </p>
      {dead.isError ? <FormError message={errorMessage(dead.error)} /> : null}
      {retry.isError ? <FormError message={errorMessage(retry.error)} /> : null}
      {dead.data ? (
        <DeadJobsTable
          jobs={dead.data.data}
          retrying={retry.isPending ? retry.variables : undefined}
          onRetry={(jobId) => retry.mutate(jobId)}
        />
      ) : dead.isPending ? (
        <p className="muted">Loading failed jobs…</p>
      ) : null}
    </div>
  );
}

function DeadJobsTable({
  jobs,
  retrying,
  onRetry,
}: {
  jobs: DeadJob[];
  retrying: string | undefined;
  onRetry: (jobId: string) => void;
}) {
  if (jobs.length === 0) return <p className="muted">No failed jobs.</p>;
  return (
    <div className="table-scroll">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Failed</th>
            <th scope="col">Retries</th>
            <th scope="col">Error</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>
                <code>{job.name}</code>
              </td>
              <td>{job.failed_at ? timeFormat.format(new Date(job.failed_at)) : '—'}</td>
              <td>{job.retries}</td>
              <td>{job.error ?? '—'}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={retrying === job.id}
                  onClick={() => onRetry(job.id)}
                >
                  {retrying === job.id ? 'Retrying…' : 'Retry'}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
