import { type DeadJobList, type JobRetried, unpagedList } from '@shuttle/contracts';
import { notFound } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import type { AuditLogService } from '../audit-log/audit-log.service.ts';

/** The dead-letter view of the job queue for operators (docs/decisions/135). */
export class JobsAdminService {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'jobs'>,
    private readonly auditLog: AuditLogService,
  ) {}

  async dead(): Promise<DeadJobList> {
    const jobs = await this.deps.jobs.dead(100);
    return unpagedList(
      jobs.map((job) => ({
        id: job.id,
        name: job.name,
        error: job.error,
        retries: job.retries,
        created_at: job.createdAt.toISOString(),
        failed_at: job.failedAt?.toISOString() ?? null,
      })),
    );
  }

  /**
   * Puts a dead job back in its queue, audited. The audit row is written in a transaction that
   * commits only if the queue took the job back, so a refused retry leaves no row.
   */
  async retry(actor: Pick<Rider, 'id'>, jobId: string): Promise<JobRetried> {
    return this.deps.db.transaction(async (tx) => {
      await this.auditLog.record(tx, actor, { action: 'job.retry', entity: 'job', entityId: jobId });
      if (!(await this.deps.jobs.retry(jobId))) throw notFound('No dead job has this id');
      return { id: jobId, retried: true as const };
    });
  }
}
