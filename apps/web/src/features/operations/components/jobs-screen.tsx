import type { DeadJob } from '@shuttle/contracts';
import { ConsoleTable } from '../../../components/console/console-table.tsx';
import { formatLagosTime } from '../../../components/console/formats.ts';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeadJobs } from '../api/get-dead-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';

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
  return (
    <ConsoleTable
      columns={['Job', 'Failed', 'Retries', 'Error', { label: 'Action', hidden: true }]}
      rows={jobs}
      row={(job) => (
        <tr key={job.id}>
          <td>
            <code>{job.name}</code>
          </td>
          <td>{job.failed_at ? formatLagosTime(job.failed_at) : '—'}</td>
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
      )}
      empty="No failed jobs."
      emptyReplacesTable
    />
  );
}
