import { type Executor, type SecretPurpose } from '@shuttle/db';
export declare class OneTimeSecretsRepository {
  private readonly db;
  constructor(db: Executor);
  /** Stores a new secret and voids the user's earlier ones of the same purpose. */
  issue(userId: number, purpose: SecretPurpose, secretHash: string, now: Date, ttlMs: number): Promise<void>;
  /**
   * Uses the secret: one conditional UPDATE, so of two requests racing with the same secret
   * exactly one gets the row (QUALITY.md R11). Returns the user id, or undefined.
   */
  consume(
    purpose: SecretPurpose,
    secretHash: string,
    now: Date,
    options?: {
      userId?: number;
      maxAttempts?: number;
    },
  ): Promise<number | undefined>;
  /** Counts a wrong guess against the user's live secret; it is void after the limit. */
  countFailedAttempt(userId: number, purpose: SecretPurpose, now: Date): Promise<void>;
}
