import { and, type Executor, eq, formSubmissionKeys, lte, sql } from '@shuttle/db';

/** The remembered keys of recent submissions (submission-keys.ts). */
export class SubmissionKeysRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Takes the key for a new submission; false when a submission with it is remembered. A
   * concurrent taker of the same key waits here until the first one commits or rolls back.
   */
  async claim(key: string, kind: string, now: Date, expiresAt: Date): Promise<boolean> {
    await this.db
      .delete(formSubmissionKeys)
      .where(and(eq(formSubmissionKeys.key, key), lte(formSubmissionKeys.expiresAt, now)));
    const claimed = await this.db
      .insert(formSubmissionKeys)
      .values({ key, kind, expiresAt })
      .onConflictDoNothing()
      .returning({ key: formSubmissionKeys.key });
    return claimed.length > 0;
  }

  async attach(key: string, recordId: number): Promise<void> {
    await this.db.update(formSubmissionKeys).set({ recordId }).where(eq(formSubmissionKeys.key, key));
  }

  async recordOf(key: string): Promise<number | null> {
    const [row] = await this.db
      .select({ recordId: formSubmissionKeys.recordId })
      .from(formSubmissionKeys)
      .where(eq(formSubmissionKeys.key, key))
      .limit(1);
    return row?.recordId ?? null;
  }

  /** Forgets a bounded batch of expired keys, skipping any that another submission holds. */
  async forgetExpired(now: Date, batch = 100): Promise<void> {
    await this.db.execute(sql`
      DELETE FROM ${formSubmissionKeys}
      WHERE ${formSubmissionKeys.key} IN (
        SELECT ${formSubmissionKeys.key} FROM ${formSubmissionKeys}
        WHERE ${formSubmissionKeys.expiresAt} <= ${now}
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )`);
  }
}
