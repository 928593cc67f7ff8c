import { and, type Executor, eq, gt, inArray, loginFailures, lt, or, sql } from '@shuttle/db';

export interface FailureWindow {
  count: number;
  oldest: Date | null;
}

export interface WindowQuery {
  key: string;
  since: Date;
}

/**
 * Failed logins live in the database, not in process memory, so that every API instance sees
 * the same counts (docs/api-conventions.md#scaling).
 */
export class LoginThrottleRepository {
  constructor(private readonly db: Executor) {}

  /** The windows of several keys in one statement, by key; a key without rows is absent. */
  async windows(queries: WindowQuery[]): Promise<Map<string, FailureWindow>> {
    const rows = await this.db
      .select({
        key: loginFailures.throttleKey,
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${loginFailures.createdAt})`,
      })
      .from(loginFailures)
      .where(
        or(
          ...queries.map((query) =>
            and(eq(loginFailures.throttleKey, query.key), gt(loginFailures.createdAt, query.since)),
          ),
        ),
      )
      .groupBy(loginFailures.throttleKey);
    return new Map(
      rows.map((row) => [row.key, { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null }]),
    );
  }

  /** Records one attempt under each key; answers the new rows' ids, in the order of `keys`. */
  async record(keys: string[], at: Date): Promise<number[]> {
    const rows = await this.db
      .insert(loginFailures)
      .values(keys.map((throttleKey) => ({ throttleKey, createdAt: at })))
      .returning({ id: loginFailures.id });
    return rows.map((row) => row.id);
  }

  /**
   * Waits for every other attempt under these keys to finish its check and record, until the
   * caller's transaction ends: check-then-record is then one step, even across API instances.
   */
  async lockKeys(keys: string[]): Promise<void> {
    // Sorted, so that two attempts never wait for each other's second key.
    for (const key of [...keys].sort()) {
      await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
  }

  async remove(ids: number[]): Promise<void> {
    await this.db.delete(loginFailures).where(inArray(loginFailures.id, ids));
  }

  async removeKey(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.throttleKey, key));
  }

  async purgeBefore(before: Date): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  }
}
