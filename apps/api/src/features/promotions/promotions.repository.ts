import {
  and,
  asc,
  count,
  desc,
  type Executor,
  eq,
  gt,
  isNull,
  like,
  lt,
  or,
  type PromoCodeRow,
  type PromoRedemptionRow,
  promoCodes,
  promoRedemptions,
  type SQL,
  sql,
} from '@shuttle/db';

export type NewPromoCode = Omit<typeof promoCodes.$inferInsert, 'id' | 'redemptionsCount'>;
export type NewRedemption = Omit<typeof promoRedemptions.$inferInsert, 'id' | 'ridesUsed'>;

export interface RedemptionWithCode {
  redemption: PromoRedemptionRow;
  code: string;
  description: string;
  amountKobo: number | null;
}

export class PromotionsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * The code's row, locked to the end of the transaction: concurrent redemptions of one code
   * queue here, and each then sees the redemptions committed before it (docs/reliability.md).
   */
  async lockByCode(code: string): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
    return row;
  }

  async countRedemptionsBy(promoCodeId: number, userId: number): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)));
    return row?.value ?? 0;
  }

  async countRedemption(promoCodeId: number, now: Date): Promise<void> {
    await this.db
      .update(promoCodes)
      .set({ redemptionsCount: sql`${promoCodes.redemptionsCount} + 1`, updatedAt: now })
      .where(eq(promoCodes.id, promoCodeId));
  }

  async insertRedemption(redemption: NewRedemption): Promise<PromoRedemptionRow> {
    const [row] = await this.db.insert(promoRedemptions).values(redemption).returning();
    if (!row) throw new Error('promo redemption insert returned no row');
    return row;
  }

  async redemptionsOf(userId: number): Promise<RedemptionWithCode[]> {
    return this.db
      .select({
        redemption: promoRedemptions,
        code: promoCodes.code,
        description: promoCodes.description,
        amountKobo: promoCodes.amountKobo,
      })
      .from(promoRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
      .where(eq(promoRedemptions.userId, userId))
      .orderBy(desc(promoRedemptions.redeemedAt), desc(promoRedemptions.id));
  }

  /**
   * The rider's discount grants with rides left, oldest first: the first one is used first.
   * With `lock`, the rows stay locked to the end of the transaction (always in this order).
   */
  async openDiscounts(
    userId: number,
    now: Date,
    options: { lock?: boolean } = {},
  ): Promise<(PromoRedemptionRow & { code: string })[]> {
    const query = this.db
      .select({ redemption: promoRedemptions, code: promoCodes.code })
      .from(promoRedemptions)
      .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
      .where(
        and(
          eq(promoRedemptions.userId, userId),
          eq(promoRedemptions.kind, 'ride_discount'),
          lt(promoRedemptions.ridesUsed, promoRedemptions.ridesTotal),
          or(isNull(promoRedemptions.expiresAt), gt(promoRedemptions.expiresAt, now)),
        ),
      )
      .orderBy(asc(promoRedemptions.redeemedAt), asc(promoRedemptions.id));
    const rows = options.lock ? await query.for('update', { of: promoRedemptions }) : await query;
    return rows.map((row) => ({ ...row.redemption, code: row.code }));
  }

  /**
   * Whether the user has an open ride discount grant (what `openDiscounts` would find), as an
   * SQL condition another statement can carry, sparing a round trip when there is none.
   */
  static openDiscountExists(userId: number, now: Date): SQL {
    return sql`EXISTS (SELECT 1 FROM ${promoRedemptions}
      WHERE ${promoRedemptions.userId} = ${userId}::int AND ${promoRedemptions.kind} = 'ride_discount'
        AND ${promoRedemptions.ridesUsed} < ${promoRedemptions.ridesTotal}
        AND (${promoRedemptions.expiresAt} IS NULL OR ${promoRedemptions.expiresAt} > ${now.toISOString()}::timestamptz))`;
  }

  /** Uses `rides` rides of a grant if that many are left, in one conditional UPDATE. */
  async useDiscountRides(redemptionId: number, rides: number): Promise<boolean> {
    const rows = await this.db
      .update(promoRedemptions)
      .set({ ridesUsed: sql`${promoRedemptions.ridesUsed} + ${rides}` })
      .where(
        and(
          eq(promoRedemptions.id, redemptionId),
          sql`${promoRedemptions.ridesUsed} + ${rides} <= ${promoRedemptions.ridesTotal}`,
        ),
      )
      .returning({ id: promoRedemptions.id });
    return rows.length > 0;
  }

  /** Gives `rides` rides back to a grant that used at least that many. */
  async giveBackDiscountRides(redemptionId: number, rides: number): Promise<boolean> {
    const rows = await this.db
      .update(promoRedemptions)
      .set({ ridesUsed: sql`${promoRedemptions.ridesUsed} - ${rides}` })
      .where(and(eq(promoRedemptions.id, redemptionId), sql`${promoRedemptions.ridesUsed} >= ${rides}`))
      .returning({ id: promoRedemptions.id });
    return rows.length > 0;
  }

  /** Undefined when the code already exists. */
  async insertCode(code: NewPromoCode): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db.insert(promoCodes).values(code).onConflictDoNothing().returning();
    return row;
  }

  async lockById(id: number): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
    return row;
  }

  async setDisabledAt(id: number, disabledAt: Date | null, now: Date): Promise<PromoCodeRow | undefined> {
    const [row] = await this.db
      .update(promoCodes)
      .set({ disabledAt, updatedAt: now })
      .where(eq(promoCodes.id, id))
      .returning();
    return row;
  }

  /** Newest first; `prefix` (letters, digits and dashes only) narrows to codes that start with it. */
  async pageOfCodes(
    page: number,
    limit: number,
    prefix?: string,
  ): Promise<{ rows: PromoCodeRow[]; total: number }> {
    const where = prefix ? like(promoCodes.code, `${prefix}%`) : undefined;
    const rows = await this.db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db.select({ value: count() }).from(promoCodes).where(where);
    return { rows, total: total?.value ?? 0 };
  }
}
