import { type AuditRow, and, auditLog, count, desc, type Executor, eq, gte, users } from '@shuttle/db';

export interface AuditInsert {
  /** null: the service itself (SYSTEM_ACTOR). */
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  page: number;
  limit: number;
  actorId?: number;
  entity?: string;
}

export class AuditLogRepository {
  constructor(private readonly db: Executor) {}

  async insert(entry: AuditInsert, now: Date): Promise<void> {
    await this.db.insert(auditLog).values({ ...entry, createdAt: now });
  }

  /** How many rows an actor wrote with this action on this entity since `since`. */
  async countSince(filter: {
    actorId: number;
    action: string;
    entity: string;
    entityId: string;
    since: Date;
  }): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, filter.actorId),
          eq(auditLog.action, filter.action),
          eq(auditLog.entity, filter.entity),
          eq(auditLog.entityId, filter.entityId),
          gte(auditLog.createdAt, filter.since),
        ),
      );
    return row?.value ?? 0;
  }

  /** One page, newest first, with each actor's email (none for the service's own moves). */
  async pageOf(
    filter: AuditFilter,
  ): Promise<{ rows: (AuditRow & { actorEmail: string | null })[]; total: number }> {
    const where = and(
      filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
      filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    );
    const rows = await this.db
      .select({ entry: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(auditLog).where(where);
    return {
      rows: rows.map(({ entry, actorEmail }) => ({ ...entry, actorEmail })),
      total: total?.value ?? 0,
    };
  }
}
