import { type Executor, eq, sql, type User, users, wallets } from '@shuttle/db';

export interface NewUser {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  cityId: number;
  corporateId?: number | undefined;
  passwordHash: string;
}

export type UserChanges = Partial<
  Pick<User, 'fname' | 'lname' | 'email' | 'phone' | 'cityId' | 'avatar' | 'verifiedAt'>
>;

export class UsersRepository {
  constructor(private readonly db: Executor) {}

  async findById(id: number): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return user;
  }

  /** Creates the user with an empty personal wallet; undefined when the email is taken. */
  async create(user: NewUser, now: Date): Promise<User | undefined> {
    const [created] = await this.db
      .insert(users)
      .values({ ...user, tokensValidAfter: new Date(0), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) await this.db.insert(wallets).values({ userId: created.id });
    return created;
  }

  async update(id: number, changes: UserChanges, now: Date): Promise<User | undefined> {
    const [updated] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return updated;
  }

  /** Sets a new password and voids every token issued before now. */
  async changePassword(id: number, passwordHash: string, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where(eq(users.id, id));
  }

  /** Marks the user verified; false when they already were (or do not exist). */
  async markVerified(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ verifiedAt: now, updatedAt: now })
      .where(sql`${users.id} = ${id} AND ${users.verifiedAt} IS NULL`)
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
