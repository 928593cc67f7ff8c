import { and, type Executor, gt, inArray, loginFailures, lt, sql } from '@shuttle/db';

export interface FailureWindow {
  count: number;
  oldest: Date | null;
}

/**
 * Failed logins live in the database, not in process memory, so that every API instance sees
 * the same counts (DESIGN.md section 2).
 */
export class LoginThrottleRepository {
  constructor(private readonly db: Executor) {}

  async failuresSince(key: string, since: Date): Promise<FailureWindow> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${loginFailures.createdAt})`,
      })
      .from(loginFailures)
      .where(and(inArray(loginFailures.throttleKey, [key]), gt(loginFailures.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  async record(keys: string[], at: Date): Promise<void> {
    await this.db.insert(loginFailures).values(keys.map((throttleKey) => ({ throttleKey, createdAt: at })));
  }

  async purgeBefore(before: Date): Promise<void> {
    await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
  }
}
