import { randomUUID } from 'node:crypto';
import { and, type Executor, eq, isNull, sessions } from '@shuttle/db';

export class SessionsRepository {
  constructor(private readonly db: Executor) {}

  async create(userId: number, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db.insert(sessions).values({ id, userId, expiresAt });
    return id;
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
