import { and, type EmailChange, type Executor, emailChanges, eq, gte, isNull, ne, sql } from '@shuttle/db';

export interface NewEmailChange {
  userId: number;
  oldEmail: string;
  oldVerifiedAt: Date | null;
  newEmail: string;
  undoSecretId: number;
}

export class EmailChangesRepository {
  constructor(private readonly db: Executor) {}

  async record(change: NewEmailChange, now: Date): Promise<void> {
    await this.db.insert(emailChanges).values({ ...change, createdAt: now });
  }

  async countByUserSince(userId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, userId), gte(emailChanges.createdAt, since)));
    return row?.count ?? 0;
  }

  async countToAddressSince(email: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailChanges)
      .where(and(sql`lower(${emailChanges.newEmail}) = lower(${email})`, gte(emailChanges.createdAt, since)));
    return row?.count ?? 0;
  }

  /**
   * Whether an account (other than `exceptUserId`) left this address since then and may still
   * take it back.
   */
  async isHeldForUndo(email: string, since: Date, exceptUserId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: emailChanges.id })
      .from(emailChanges)
      .where(
        and(
          sql`lower(${emailChanges.oldEmail}) = lower(${email})`,
          gte(emailChanges.createdAt, since),
          isNull(emailChanges.undoneAt),
          exceptUserId === undefined ? undefined : ne(emailChanges.userId, exceptUserId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async findByUndoSecret(undoSecretId: number): Promise<EmailChange | undefined> {
    const [row] = await this.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.undoSecretId, undoSecretId));
    return row;
  }

  async markUndone(id: number, now: Date): Promise<void> {
    await this.db.update(emailChanges).set({ undoneAt: now }).where(eq(emailChanges.id, id));
  }
}
