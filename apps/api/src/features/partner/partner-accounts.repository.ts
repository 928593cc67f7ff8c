import { and, type Executor, eq, partnerAccounts, sql, type User, users } from '@shuttle/db';

export class PartnerAccountsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Holds a lock on one partner user to the end of the transaction, so that two first logins
   * at once create one rider, not two.
   */
  async lockPartnerUser(partner: string, partnerUserId: string): Promise<void> {
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`partner:${partner}:${partnerUserId}`}))`,
    );
  }

  async linkedUser(partner: string, partnerUserId: string): Promise<User | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(partnerAccounts)
      .innerJoin(users, eq(users.id, partnerAccounts.userId))
      .where(and(eq(partnerAccounts.partner, partner), eq(partnerAccounts.partnerUserId, partnerUserId)));
    return row?.user;
  }

  async isLinkedToPartner(partner: string, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: partnerAccounts.id })
      .from(partnerAccounts)
      .where(and(eq(partnerAccounts.partner, partner), eq(partnerAccounts.userId, userId)));
    return row !== undefined;
  }

  async link(partner: string, partnerUserId: string, userId: number, now: Date): Promise<void> {
    await this.db
      .insert(partnerAccounts)
      .values({ partner, partnerUserId, userId, lastLoginAt: now, createdAt: now });
  }

  async touch(partner: string, partnerUserId: string, now: Date): Promise<void> {
    await this.db
      .update(partnerAccounts)
      .set({ lastLoginAt: now })
      .where(and(eq(partnerAccounts.partner, partner), eq(partnerAccounts.partnerUserId, partnerUserId)));
  }
}
