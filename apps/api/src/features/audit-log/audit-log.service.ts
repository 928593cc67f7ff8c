import type { AuditLogList, AuditLogQuery } from '@shuttle/contracts';
import type { Executor } from '@shuttle/db';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { AuditLogRepository } from './audit-log.repository.ts';

/** What an operator's write changed, as `record` takes it (docs/decisions/121-audit-log.md). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The actor of a move the service makes by itself (a scheduled job): stored as a null actor,
 * listed with no person (docs/decisions/227-run-lifecycle-and-clock.md).
 */
export const SYSTEM_ACTOR = { id: null } as const;
export type AuditActor = Pick<Rider, 'id'> | typeof SYSTEM_ACTOR;

/**
 * The audit log: every `/v1/ops` write calls `record` inside its own transaction, so a row
 * exists exactly when the write committed. Rows are append only (a trigger refuses changes).
 */
export class AuditLogService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock'>) {}

  async record(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await new AuditLogRepository(tx).insert(
      {
        actorId: actor.id,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      },
      this.deps.clock.now(),
    );
  }

  /**
   * How many times an actor did `action` to one entity since `since`, read in the caller's
   * transaction: a write that limits itself by what it did before (run notices, ADR 157).
   */
  countSince(
    tx: Executor,
    filter: { actorId: number; action: string; entity: string; entityId: number | string; since: Date },
  ): Promise<number> {
    return new AuditLogRepository(tx).countSince({ ...filter, entityId: String(filter.entityId) });
  }

  async list(query: AuditLogQuery): Promise<AuditLogList> {
    const { rows, total } = await new AuditLogRepository(this.deps.db).pageOf({
      page: query.page,
      limit: query.limit,
      actorId: query.actor_id,
      entity: query.entity,
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        actor: row.actorId === null ? null : { id: row.actorId, email: row.actorEmail ?? '' },
        action: row.action,
        entity: row.entity,
        entity_id: row.entityId,
        before: row.before,
        after: row.after,
        created_at: row.createdAt.toISOString(),
      })),
      meta: { page: query.page, limit: query.limit, total },
    };
  }
}
