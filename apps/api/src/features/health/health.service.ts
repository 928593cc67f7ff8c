import { type Executor, sql } from '@shuttle/db';

/** The longest readiness waits for the database before it calls it unreachable. */
const READY_DB_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query in time: a refusal or a wait too long is a no. */
export async function databaseAnswers(db: Executor, timeoutMs = READY_DB_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    db.execute(sql`SELECT 1`).then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    }),
  ])
    .catch(() => false)
    .finally(() => clearTimeout(timer));
}
