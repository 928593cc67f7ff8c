import { type Executor, eq, type User, users } from '@shuttle/db';

export class AvatarsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Sets the rider's avatar and returns the one it replaced. The row is locked first, so of
   * two uploads at once each learns the file the other wrote and no file is left behind.
   */
  async replace(
    userId: number,
    avatar: string,
    now: Date,
  ): Promise<{ user: User; previous: string | null } | undefined> {
    const [current] = await this.db
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return undefined;
    const [user] = await this.db
      .update(users)
      .set({ avatar, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    return user && { user, previous: current.avatar };
  }

  async currentOf(userId: number): Promise<string | null | undefined> {
    const [row] = await this.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
    return row?.avatar;
  }
}
