import type { Receipt, ReceiptDetails, ReceiptList, ReceiptSummary } from '@shuttle/contracts';
import { lagosDate } from '@shuttle/contracts';
import type { Executor, ReceiptRow } from '@shuttle/db';
import { notFound } from '../../shared/app-error.ts';
import type { Deps } from '../../shared/deps.ts';
import { enqueueEmail } from '../mail/outbox.service.ts';
import { renderReceiptEmail } from './receipt-email.tsx';
import { receiptPdf } from './receipt-pdf.ts';
import { type ReceiptDraft, ReceiptsRepository } from './receipts.repository.ts';

/** Who a receipt is emailed to. */
export interface ReceiptRecipient {
  id: number;
  fname: string;
  email: string;
}

/**
 * Stands where the number goes while the email is rendered: the email is made before the number
 * is taken, so that the year's counter row stays locked only for one insert and the commit
 * (docs/decisions/247).
 */
const NUMBER_SLOT = 'RCPT-NUMBER-SLOT';
const ID_SLOT = 'RCPT-ID-SLOT';

export interface TopUpReceipt {
  ledgerTransactionId: number;
  amountKobo: number;
  channel: 'checkout' | 'bank_transfer';
  reference: string;
  balanceAfterKobo: number;
}

export interface BookingReceipt {
  bookingId: number;
  ledgerTransactionId: number | null;
  title: string;
  /** The rides paid now, each with its fare times seats. */
  lines: ReceiptDetails['lines'];
  discountKobo: number;
  totalKobo: number;
  source: 'Personal' | 'Company';
}

const summaryOf = (row: ReceiptRow): ReceiptSummary => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  amount_kobo: row.amountKobo,
  created_at: row.createdAt.toISOString(),
});

const receiptOf = (row: ReceiptRow): Receipt => ({
  ...summaryOf(row),
  details: row.details as ReceiptDetails,
});

/**
 * Receipts (docs/product.md#receipts-and-statements): issued inside the transaction that moved
 * the money, so a receipt exists exactly when the top-up or the booking committed, and emailed
 * through the outbox from the same transaction.
 */
export class ReceiptsService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock' | 'config'>) {}

  issueForTopUp(tx: Executor, recipient: ReceiptRecipient | number, topUp: TopUpReceipt) {
    return this.issue(tx, recipient, {
      kind: 'top_up',
      amountKobo: topUp.amountKobo,
      ledgerTransactionId: topUp.ledgerTransactionId,
      bookingId: null,
      details: {
        title: topUp.channel === 'bank_transfer' ? 'Wallet top-up by bank transfer' : 'Wallet top-up',
        lines: [{ description: 'Money added to your wallet', amount_kobo: topUp.amountKobo }],
        discount_kobo: 0,
        total_kobo: topUp.amountKobo,
        paid_with: topUp.channel === 'bank_transfer' ? 'Bank transfer' : 'Card',
        reference: topUp.reference,
        booking_id: null,
        balance_after_kobo: topUp.balanceAfterKobo,
      },
    });
  }

  issueForBooking(tx: Executor, recipient: ReceiptRecipient | number, booking: BookingReceipt) {
    return this.issue(tx, recipient, {
      kind: 'booking',
      amountKobo: booking.totalKobo,
      ledgerTransactionId: booking.ledgerTransactionId,
      bookingId: booking.bookingId,
      details: {
        title: booking.title,
        lines: booking.lines,
        discount_kobo: booking.discountKobo,
        total_kobo: booking.totalKobo,
        paid_with: booking.source === 'Company' ? 'Company wallet' : 'Personal wallet',
        reference: null,
        booking_id: booking.bookingId,
        balance_after_kobo: null,
      },
    });
  }

  /** Renders the email, then takes the number and writes the receipt, then queues the email. */
  private async issue(
    tx: Executor,
    recipient: ReceiptRecipient | number,
    draft: Omit<ReceiptDraft, 'userId'>,
  ): Promise<{ id: number; number: string }> {
    const to = typeof recipient === 'number' ? await this.recipientOf(tx, recipient) : recipient;
    const now = this.deps.clock.now();
    const today = lagosDate(now);
    const email = await renderReceiptEmail({
      fname: to.fname,
      number: NUMBER_SLOT,
      issuedOn: today,
      details: draft.details,
      link: new URL(`/dashboard/receipts/${ID_SLOT}`, this.deps.config.PUBLIC_URL).toString(),
    });
    const issued = await new ReceiptsRepository(tx).issue(
      { ...draft, userId: to.id },
      Number(today.slice(0, 4)),
      now,
    );
    const numbered = (text: string) =>
      text.replaceAll(NUMBER_SLOT, issued.number).replaceAll(ID_SLOT, String(issued.id));
    await enqueueEmail(tx, {
      to: to.email,
      subject: numbered(email.subject),
      text: numbered(email.text),
      html: numbered(email.html),
    });
    return issued;
  }

  private async recipientOf(db: Executor, userId: number): Promise<ReceiptRecipient> {
    const user = await new ReceiptsRepository(db).recipient(userId);
    if (!user) throw notFound('User not found');
    return user;
  }

  async list(userId: number, page: number, limit: number): Promise<ReceiptList> {
    const { rows, total } = await new ReceiptsRepository(this.deps.db).page(userId, page, limit);
    return { data: rows.map(summaryOf), meta: { page, limit, total } };
  }

  async one(userId: number, receiptId: number): Promise<Receipt> {
    const row = await new ReceiptsRepository(this.deps.db).one(userId, receiptId);
    if (!row) throw notFound('Receipt not found');
    return receiptOf(row);
  }

  async pdf(userId: number, receiptId: number): Promise<{ receipt: Receipt; bytes: Buffer }> {
    const receipt = await this.one(userId, receiptId);
    const to = await this.recipientOf(this.deps.db, userId);
    return { receipt, bytes: await receiptPdf(receipt, to.fname) };
  }

  /** Every receipt of the rider, for their data export. */
  async everyReceipt(userId: number): Promise<Receipt[]> {
    return (await new ReceiptsRepository(this.deps.db).all(userId)).map(receiptOf);
  }
}
