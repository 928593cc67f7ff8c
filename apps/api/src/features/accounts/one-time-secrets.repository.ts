import {
  and,
  desc,
  type Executor,
  eq,
  gt,
  isNull,
  lt,
  oneTimeSecrets,
  type SecretPurpose,
  sql,
} from '@shuttle/db';

export class OneTimeSecretsRepository {
  constructor(private readonly db: Executor) {}

  /** Stores a new secret and voids the user's earlier ones of the same purpose. */
  async issue(userId: number, purpose: SecretPurpose, secretHash: string, now: Date, ttlMs: number) {
    await this.db
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeSecrets.userId, userId),
          eq(oneTimeSecrets.purpose, purpose),
          isNull(oneTimeSecrets.usedAt),
        ),
      );
    await this.db.insert(oneTimeSecrets).values({
      userId,
      purpose,
      secretHash,
      expiresAt: new Date(now.getTime() + ttlMs),
      createdAt: now,
    });
  }

  /**
   * Uses the secret: one conditional UPDATE, so of two requests racing with the same secret
   * exactly one gets the row (QUALITY.md R11). Returns the user id, or undefined.
   */
  async consume(
    purpose: SecretPurpose,
    secretHash: string,
    now: Date,
    options: { userId?: number; maxAttempts?: number } = {},
  ): Promise<number | undefined> {
    const [row] = await this.db
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeSecrets.purpose, purpose),
          eq(oneTimeSecrets.secretHash, secretHash),
          isNull(oneTimeSecrets.usedAt),
          gt(oneTimeSecrets.expiresAt, now),
          options.userId === undefined ? undefined : eq(oneTimeSecrets.userId, options.userId),
          options.maxAttempts === undefined ? undefined : lt(oneTimeSecrets.attempts, options.maxAttempts),
        ),
      )
      .returning({ userId: oneTimeSecrets.userId });
    return row?.userId;
  }

  /** Counts a wrong guess against the user's live secret; it is void after the limit. */
  async countFailedAttempt(userId: number, purpose: SecretPurpose, now: Date): Promise<void> {
    const live = this.db
      .select({ id: oneTimeSecrets.id })
      .from(oneTimeSecrets)
      .where(
        and(
          eq(oneTimeSecrets.userId, userId),
          eq(oneTimeSecrets.purpose, purpose),
          isNull(oneTimeSecrets.usedAt),
          gt(oneTimeSecrets.expiresAt, now),
        ),
      )
      .orderBy(desc(oneTimeSecrets.createdAt))
      .limit(1);
    await this.db
      .update(oneTimeSecrets)
      .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
      .where(sql`${oneTimeSecrets.id} IN ${live}`);
  }
}
