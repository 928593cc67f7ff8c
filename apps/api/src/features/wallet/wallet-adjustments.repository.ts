import {
  alias,
  and,
  asc,
  count,
  desc,
  type Executor,
  eq,
  gte,
  ne,
  sql,
  users,
  type WalletAdjustmentRow,
  type WalletAdjustmentStatus,
  walletAdjustments,
} from '@shuttle/db';

const creators = alias(users, 'creators');
const deciders = alias(users, 'deciders');

const listColumns = {
  adjustment: walletAdjustments,
  userFname: users.fname,
  userLname: users.lname,
  userEmail: users.email,
  creatorFname: creators.fname,
  creatorLname: creators.lname,
  deciderFname: deciders.fname,
  deciderLname: deciders.lname,
};

export type WalletAdjustmentLine = {
  adjustment: WalletAdjustmentRow;
  userFname: string;
  userLname: string;
  userEmail: string;
  creatorFname: string;
  creatorLname: string;
  deciderFname: string | null;
  deciderLname: string | null;
};

export interface NewWalletAdjustment {
  userId: number;
  amountKobo: number;
  reason: string;
  createdBy: number;
  createdAt: Date;
  /** Set when the adjustment was applied at once, in the same transaction. */
  ledgerTransactionId?: number;
}

/** The `wallet_adjustments` table: the approval queue and each operator's daily sum (ADR 235). */
export class WalletAdjustmentsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Queues one creator's adjustments behind each other until commit, so that two at once cannot
   * both fit under the daily sum that only one of them fits.
   */
  async lockCreator(createdBy: number): Promise<void> {
    await this.db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`wallet-adjustments:${createdBy}`}, 0))`,
    );
  }

  /** What a creator has applied or asked for since `since`, as absolute kobo; rejected ones do not count. */
  async absoluteSumSince(createdBy: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(abs(${walletAdjustments.amountKobo})), 0)`.mapWith(Number) })
      .from(walletAdjustments)
      .where(
        and(
          eq(walletAdjustments.createdBy, createdBy),
          gte(walletAdjustments.createdAt, since),
          ne(walletAdjustments.status, 'rejected'),
        ),
      );
    return row?.total ?? 0;
  }

  async insert(adjustment: NewWalletAdjustment): Promise<number> {
    const applied = adjustment.ledgerTransactionId !== undefined;
    const [row] = await this.db
      .insert(walletAdjustments)
      .values({
        userId: adjustment.userId,
        amountKobo: adjustment.amountKobo,
        reason: adjustment.reason,
        status: applied ? 'applied' : 'pending',
        createdBy: adjustment.createdBy,
        createdAt: adjustment.createdAt,
        decidedAt: applied ? adjustment.createdAt : null,
        ledgerTransactionId: adjustment.ledgerTransactionId ?? null,
      })
      .returning({ id: walletAdjustments.id });
    if (!row) throw new Error('wallet_adjustments insert returned no row');
    return row.id;
  }

  /** The row, locked to the end of the transaction: one decision at a time. */
  async lock(id: number): Promise<WalletAdjustmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(walletAdjustments)
      .where(eq(walletAdjustments.id, id))
      .for('update');
    return row;
  }

  async markApplied(id: number, decidedBy: number, now: Date, ledgerTransactionId: number): Promise<void> {
    await this.db
      .update(walletAdjustments)
      .set({ status: 'applied', decidedBy, decidedAt: now, ledgerTransactionId })
      .where(and(eq(walletAdjustments.id, id), eq(walletAdjustments.status, 'pending')));
  }

  async markRejected(id: number, decidedBy: number, now: Date, rejectReason: string): Promise<void> {
    await this.db
      .update(walletAdjustments)
      .set({ status: 'rejected', decidedBy, decidedAt: now, rejectReason })
      .where(and(eq(walletAdjustments.id, id), eq(walletAdjustments.status, 'pending')));
  }

  private lines() {
    return this.db
      .select(listColumns)
      .from(walletAdjustments)
      .innerJoin(users, eq(users.id, walletAdjustments.userId))
      .innerJoin(creators, eq(creators.id, walletAdjustments.createdBy))
      .leftJoin(deciders, eq(deciders.id, walletAdjustments.decidedBy));
  }

  async one(id: number): Promise<WalletAdjustmentLine | undefined> {
    const [row] = await this.lines().where(eq(walletAdjustments.id, id));
    return row;
  }

  /** The pending queue oldest first (the longest wait on top); any other list newest first. */
  async page(filter: { status?: WalletAdjustmentStatus; page: number; limit: number }) {
    const where = filter.status ? eq(walletAdjustments.status, filter.status) : undefined;
    const order =
      filter.status === 'pending'
        ? [asc(walletAdjustments.createdAt), asc(walletAdjustments.id)]
        : [desc(walletAdjustments.createdAt), desc(walletAdjustments.id)];
    const rows = await this.lines()
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ value: count() }).from(walletAdjustments).where(where);
    return { rows, total: total?.value ?? 0 };
  }
}
