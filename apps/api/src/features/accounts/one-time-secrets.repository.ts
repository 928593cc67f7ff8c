import {
  and,
  desc,
  type Executor,
  eq,
  gt,
  gte,
  isNotNull,
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

  /** Voids every live secret of the user, of any purpose. */
  async voidAllOf(userId: number, now: Date): Promise<void> {
    await this.db
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(and(eq(oneTimeSecrets.userId, userId), isNull(oneTimeSecrets.usedAt)));
  }

  /** Stores a new secret beside the user's others of the purpose (each undo link stays live); its id. */
  async add(userId: number, purpose: SecretPurpose, secretHash: string, now: Date, ttlMs: number) {
    const [row] = await this.db
      .insert(oneTimeSecrets)
      .values({ userId, purpose, secretHash, expiresAt: new Date(now.getTime() + ttlMs), createdAt: now })
      .returning({ id: oneTimeSecrets.id });
    if (!row) throw new Error('one_time_secrets: no row');
    return row.id;
  }

  /**
   * Uses the secret: one conditional UPDATE, so of two requests racing with the same secret
   * exactly one gets the row (docs/reliability.md#r11). Returns its id and user, or undefined.
   */
  async consume(
    purpose: SecretPurpose,
    secretHash: string,
    now: Date,
  ): Promise<{ id: number; userId: number } | undefined> {
    const [row] = await this.db
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeSecrets.purpose, purpose),
          eq(oneTimeSecrets.secretHash, secretHash),
          isNull(oneTimeSecrets.usedAt),
          gt(oneTimeSecrets.expiresAt, now),
        ),
      )
      .returning({ id: oneTimeSecrets.id, userId: oneTimeSecrets.userId });
    return row;
  }

  /**
   * Takes one attempt at the user's live secret before any guess is weighed: one conditional
   * UPDATE that counts it only while fewer than `maxAttempts` were taken. Concurrent guesses
   * queue on the row, so no more than `maxAttempts` of them ever get the secret's hash to
   * compare with. Undefined when there is no live secret or its attempts are spent.
   */
  async takeAttempt(
    userId: number,
    purpose: SecretPurpose,
    now: Date,
    maxAttempts: number,
  ): Promise<{ id: number; secretHash: string } | undefined> {
    const newestLive = this.db
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
      .orderBy(desc(oneTimeSecrets.id))
      .limit(1);
    const [row] = await this.db
      .update(oneTimeSecrets)
      .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
      .where(
        and(
          sql`${oneTimeSecrets.id} IN ${newestLive}`,
          isNull(oneTimeSecrets.usedAt),
          lt(oneTimeSecrets.attempts, maxAttempts),
        ),
      )
      .returning({ id: oneTimeSecrets.id, secretHash: oneTimeSecrets.secretHash });
    return row;
  }

  /** Uses the secret with this id, if nobody has; false when it was already used. */
  async useById(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(oneTimeSecrets)
      .set({ usedAt: now })
      .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt)))
      .returning({ id: oneTimeSecrets.id });
    return rows.length > 0;
  }

  /** Whether this secret was issued to the user and has been used or voided since. */
  async wasIssuedAndSpent(userId: number, purpose: SecretPurpose, secretHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: oneTimeSecrets.id })
      .from(oneTimeSecrets)
      .where(
        and(
          eq(oneTimeSecrets.userId, userId),
          eq(oneTimeSecrets.purpose, purpose),
          eq(oneTimeSecrets.secretHash, secretHash),
          isNotNull(oneTimeSecrets.usedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** How many secrets of this purpose the user was sent since then, used or not. */
  async countIssuedSince(userId: number, purpose: SecretPurpose, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(oneTimeSecrets)
      .where(
        and(
          eq(oneTimeSecrets.userId, userId),
          eq(oneTimeSecrets.purpose, purpose),
          gte(oneTimeSecrets.createdAt, since),
        ),
      );
    return row?.count ?? 0;
  }

  /**
   * Makes issuing for this user and purpose one step at a time until the transaction ends, so
   * that a count of what was issued stays true until the new secret is written.
   */
  async lockIssuing(userId: number, purpose: SecretPurpose): Promise<void> {
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`secrets:${purpose}:${userId}`}, 0))`,
    );
  }
}
