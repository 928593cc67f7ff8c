import type { ReceiptDetails } from '@shuttle/contracts';
import {
  and,
  count,
  desc,
  type Executor,
  eq,
  preparedStatement,
  type ReceiptKind,
  type ReceiptRow,
  receipts,
  sql,
  users,
} from '@shuttle/db';

export interface ReceiptDraft {
  userId: number;
  kind: ReceiptKind;
  amountKobo: number;
  ledgerTransactionId: number | null;
  bookingId: number | null;
  details: ReceiptDetails;
}

export interface IssuedReceipt {
  id: number;
  number: string;
}

/**
 * Takes the year's next number and writes the receipt, in one statement on the booking's and the
 * top-up's path, prepared once per connection (docs/decisions/215). The upsert locks the year's
 * counter row until the caller's transaction ends: a concurrent issuer waits and then reads the
 * committed number, and a rollback gives the number back, so numbers have no gap and no repeat
 * (docs/decisions/247). At least six digits; a seven-digit year keeps all of them.
 */
const issueReceipt = preparedStatement<{ id: number | string; number: string }>(
  'receipts_issue',
  sql`WITH counter AS (
        INSERT INTO receipt_counters AS c (year, last_number) VALUES (${sql.placeholder('year')}::int, 1)
        ON CONFLICT (year) DO UPDATE SET last_number = c.last_number + 1
        RETURNING last_number
      )
      INSERT INTO receipts (year, sequence, number, user_id, kind, amount_kobo, ledger_transaction_id,
                            booking_id, details, created_at)
      SELECT ${sql.placeholder('year')}::int, counter.last_number,
             'RCPT-' || ${sql.placeholder('year')}::int || '-' ||
               lpad(counter.last_number::text, greatest(6, length(counter.last_number::text)), '0'),
             ${sql.placeholder('user_id')}::int, ${sql.placeholder('kind')}::text,
             ${sql.placeholder('amount_kobo')}::bigint, ${sql.placeholder('ledger_transaction_id')}::bigint,
             ${sql.placeholder('booking_id')}::int, ${sql.placeholder('details')}::jsonb,
             ${sql.placeholder('created_at')}::timestamptz
      FROM counter
      RETURNING id, number`,
);

export class ReceiptsRepository {
  constructor(private readonly db: Executor) {}

  async issue(draft: ReceiptDraft, year: number, at: Date): Promise<IssuedReceipt> {
    const [row] = await issueReceipt(this.db, {
      year,
      user_id: draft.userId,
      kind: draft.kind,
      amount_kobo: draft.amountKobo,
      ledger_transaction_id: draft.ledgerTransactionId,
      booking_id: draft.bookingId,
      details: JSON.stringify(draft.details),
      created_at: at.toISOString(),
    });
    if (!row) throw new Error('receipt not written');
    return { id: Number(row.id), number: row.number };
  }

  async page(userId: number, page: number, limit: number): Promise<{ rows: ReceiptRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(receipts)
      .where(eq(receipts.userId, userId))
      .orderBy(desc(receipts.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await this.db
      .select({ total: count() })
      .from(receipts)
      .where(eq(receipts.userId, userId));
    return { rows, total: total?.total ?? 0 };
  }

  /** Every receipt of the rider, newest first, for their data export. */
  all(userId: number): Promise<ReceiptRow[]> {
    return this.db.select().from(receipts).where(eq(receipts.userId, userId)).orderBy(desc(receipts.id));
  }

  /** Who the receipt is emailed to. */
  async recipient(userId: number): Promise<{ id: number; fname: string; email: string } | undefined> {
    const [user] = await this.db
      .select({ id: users.id, fname: users.fname, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  async one(userId: number, receiptId: number): Promise<ReceiptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.id, receiptId), eq(receipts.userId, userId)));
    return row;
  }
}
