import { randomUUID } from 'node:crypto';
import { and, type Executor, eq, isNull, sessions, users } from '@shuttle/db';

export class SessionsRepository {
  constructor(private readonly db: Executor) {}

  async create(userId: number, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db.insert(sessions).values({ id, userId, expiresAt });
    return id;
  }

  /**
   * Opens a session only while the user's password is still the one that was verified. The
   * user row is share-locked: a password change that has updated it commits first (and this
   * sees the new hash), or waits for this session and then revokes it with the others.
   * Call inside a transaction; undefined when the password changed meanwhile.
   */
  async createIfPasswordIs(
    userId: number,
    passwordHash: string,
    expiresAt: Date,
  ): Promise<string | undefined> {
    const [user] = await this.db
      .select({ passwordHash: users.passwordHash, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('share');
    if (user?.passwordHash !== passwordHash || user.disabledAt !== null) return undefined;
    return this.create(userId, expiresAt);
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  async revokeAllOf(userId: number, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }
}
