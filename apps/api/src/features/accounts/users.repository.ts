import {
  and,
  asc,
  cities,
  count,
  type Executor,
  eq,
  inArray,
  isNull,
  or,
  sql,
  type User,
  type UserRole,
  users,
} from '@shuttle/db';

export interface NewUser {
  fname: string;
  lname: string;
  email: string;
  phone: string;
  cityId: number;
  corporateId?: number | undefined;
  passwordHash: string;
  role?: UserRole;
}

export type UserChanges = Partial<
  Pick<User, 'fname' | 'lname' | 'email' | 'phone' | 'cityId' | 'avatar' | 'verifiedAt'>
>;

export class UsersRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Sets the rider's avatar and returns the one it replaced. The row is locked first, so of
   * two uploads at once each learns the file the other wrote and no file is left behind.
   */
  async replaceAvatar(
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

  /**
   * Makes a rider a member, in one conditional UPDATE: only a rider, and only one in no company
   * or already in this one. False when the rule refused.
   */
  async joinCompany(userId: number, corporateId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ corporateId, updatedAt: now })
      .where(
        and(
          eq(users.id, userId),
          eq(users.role, 'rider'),
          or(isNull(users.corporateId), eq(users.corporateId, corporateId)),
        ),
      )
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** Ends a membership; false when the user was not a member. */
  async leaveCompany(userId: number, corporateId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ corporateId: null, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.corporateId, corporateId)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  async avatarOf(userId: number): Promise<string | null | undefined> {
    const [row] = await this.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
    return row?.avatar;
  }

  async cityExists(cityId: number): Promise<boolean> {
    const [city] = await this.db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
    return city !== undefined;
  }

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

  /** Creates the user; undefined when the email is taken. Its wallet is the wallet feature's. */
  async create(user: NewUser, now: Date): Promise<User | undefined> {
    const [created] = await this.db
      .insert(users)
      .values({ ...user, tokensValidAfter: new Date(0), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
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

  /**
   * Sets a new password and voids every token issued before now. With `replacing`, only while
   * the password is still the one the caller verified; false when it was not changed.
   */
  async changePassword(id: number, passwordHash: string, now: Date, replacing?: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where(and(eq(users.id, id), replacing === undefined ? undefined : eq(users.passwordHash, replacing)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /** The user, locked to the end of the transaction. */
  async lockById(id: number): Promise<User | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).for('update');
    return user;
  }

  /**
   * Puts back the address an email change replaced, with a password nobody knows, and voids
   * every token issued before now.
   */
  async restoreEmail(
    id: number,
    restored: Pick<User, 'email' | 'verifiedAt' | 'passwordHash'>,
    now: Date,
  ): Promise<User | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ ...restored, tokensValidAfter: now, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return user;
  }

  /**
   * Hands an account that never proved its email to the person who now has: new names and
   * phone, a new password, verified, and every token issued before now void. Only while still
   * unverified (undefined otherwise).
   */
  async takeOver(
    id: number,
    owner: Pick<User, 'fname' | 'lname' | 'phone' | 'passwordHash'>,
    now: Date,
  ): Promise<User | undefined> {
    const [claimed] = await this.db
      .update(users)
      .set({ ...owner, verifiedAt: now, tokensValidAfter: now, updatedAt: now })
      .where(and(eq(users.id, id), isNull(users.verifiedAt)))
      .returning();
    return claimed;
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

  /** A staff member's role or disabled state (ADR 186). */
  async updateStaff(
    id: number,
    changes: { role?: UserRole; disabledAt?: Date | null },
    now: Date,
  ): Promise<User | undefined> {
    const [updated] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    return updated;
  }

  /** One page of the users holding any of `roles`, oldest first. */
  async pageWithRoles(
    roles: readonly UserRole[],
    page: number,
    limit: number,
  ): Promise<{ rows: User[]; total: number }> {
    const where = inArray(users.role, [...roles]);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.select({ value: count() }).from(users).where(where);
    return { rows, total: total?.value ?? 0 };
  }
}
