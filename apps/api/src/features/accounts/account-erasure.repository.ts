import {
  and,
  type Executor,
  emailChanges,
  eq,
  inArray,
  isNull,
  oneTimeSecrets,
  sessions,
  users,
} from '@shuttle/db';

/** The accounts feature's part of deleting an account (docs/decisions/249). */
export class AccountErasureRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Anonymises the account: a placeholder address no one can type (unique, so the real one is
   * free to register again), no name, phone or picture, a password no one knows, every session
   * and secret gone. Ledger lines, bookings and rides keep their user id for the books.
   */
  async anonymise(userId: number, unusablePasswordHash: string, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({
        fname: 'Deleted',
        lname: 'account',
        email: `deleted-${userId}@deleted.invalid`,
        phone: '',
        avatar: null,
        passwordHash: unusablePasswordHash,
        tokensValidAfter: now,
        deletedAt: now,
        disabledAt: now,
        verifiedAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    // Earlier addresses live on in email changes; their undo secrets go with them.
    const changes = await this.db
      .delete(emailChanges)
      .where(eq(emailChanges.userId, userId))
      .returning({ secretId: emailChanges.undoSecretId });
    if (changes.length > 0) {
      await this.db.delete(oneTimeSecrets).where(
        inArray(
          oneTimeSecrets.id,
          changes.map((change) => change.secretId),
        ),
      );
    }
    await this.db.delete(oneTimeSecrets).where(eq(oneTimeSecrets.userId, userId));
  }
}
