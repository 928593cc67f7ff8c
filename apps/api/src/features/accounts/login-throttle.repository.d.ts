import { type Executor } from '@shuttle/db';
export interface FailureWindow {
  count: number;
  oldest: Date | null;
}
/**
 * Failed logins live in the database, not in process memory, so that every API instance sees
 * the same counts (DESIGN.md section 2).
 */
export declare class LoginThrottleRepository {
  private readonly db;
  constructor(db: Executor);
  failuresSince(key: string, since: Date): Promise<FailureWindow>;
  record(keys: string[], at: Date): Promise<void>;
  purgeBefore(before: Date): Promise<void>;
}
