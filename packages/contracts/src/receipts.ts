import { z } from 'zod';
import { getReceiptAddress, getReceiptsAddress, getWalletStatementAddress } from './addresses/receipts.ts';
import { defineCall } from './call.ts';
import { dateField, idParam, UserIdParams } from './fields.ts';
import { PageMeta } from './lists.ts';

/**
 * Receipts and statements (docs/product.md#receipts-and-statements): a receipt for every top-up
 * credited and every booking paid, numbered per year with no gap (docs/decisions/247); the
 * rider's wallet statement over Lagos dates, whose opening plus its lines equals its closing.
 */

export const RECEIPT_KIND = ['top_up', 'booking'] as const;
export type ReceiptKindName = (typeof RECEIPT_KIND)[number];

/** RCPT-2026-000123: the Lagos year, then the year's sequence, at least six digits. */
export const RECEIPT_NUMBER = /^RCPT-\d{4}-\d{6,}$/;

/** GET /users/{userId}/receipts/{receiptId} */
export const ReceiptParams = z.strictObject({ userId: idParam, receiptId: idParam });

/** GET /users/{userId}/receipts */
export const ReceiptListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ReceiptSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(RECEIPT_KIND),
  amount_kobo: z.number().int(),
  created_at: z.string(),
});
export type ReceiptSummary = z.infer<typeof ReceiptSummary>;

export const ReceiptList = z.object({ data: z.array(ReceiptSummary), meta: PageMeta });
export type ReceiptList = z.infer<typeof ReceiptList>;

/** One line of a receipt: a ride and its fare, or the top-up itself. */
export const ReceiptLine = z.object({ description: z.string(), amount_kobo: z.number().int() });
export type ReceiptLine = z.infer<typeof ReceiptLine>;

/** What a receipt says, fixed when it was issued. */
export const ReceiptDetails = z.object({
  title: z.string(),
  lines: z.array(ReceiptLine),
  /** What discounts paid of the lines; 0 without one. */
  discount_kobo: z.number().int(),
  /** What the rider paid: the lines less the discount, or the amount topped up. */
  total_kobo: z.number().int(),
  /** Personal wallet, Company wallet, Card or Bank transfer. */
  paid_with: z.string(),
  /** The payment's reference for a top-up; null for a booking, which names its booking id. */
  reference: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  /** The personal wallet's balance right after a top-up; null for a booking. */
  balance_after_kobo: z.number().int().nullable(),
});
export type ReceiptDetails = z.infer<typeof ReceiptDetails>;

export const Receipt = ReceiptSummary.extend({ details: ReceiptDetails });
export type Receipt = z.infer<typeof Receipt>;

export const STATEMENT_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD.',
  order: 'The start date must be on or before the end date.',
  tooLong: 'A statement covers at most 366 days.',
} as const;

/** The longest statement one request may ask for; a year (leap or not) fits. */
export const MAX_STATEMENT_DAYS = 366;

const statementDate = dateField({ error: STATEMENT_MESSAGES.date });

/** GET /users/{userId}/wallet/statement?from=YYYY-MM-DD&to=YYYY-MM-DD, both Lagos dates, both included. */
export const StatementQuery = z
  .strictObject({ from: statementDate, to: statementDate })
  .refine((query) => query.from <= query.to, { error: STATEMENT_MESSAGES.order, path: ['to'] })
  .refine(
    (query) =>
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 <
      MAX_STATEMENT_DAYS,
    { error: STATEMENT_MESSAGES.tooLong, path: ['from'] },
  );
export type StatementQuery = z.infer<typeof StatementQuery>;

/** One movement of the personal wallet: signed (a credit above 0) and the balance right after it. */
export const StatementLine = z.object({
  id: z.number().int(),
  /** The Lagos date of the movement. */
  date: z.string(),
  created_at: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  amount_kobo: z.number().int(),
  balance_after_kobo: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/** What a company member spent from the company wallet against their allowance in the period. */
export const AllowanceLine = z.object({
  id: z.number().int(),
  date: z.string(),
  created_at: z.string(),
  title: z.string(),
  amount_kobo: z.number().int(),
});
export type AllowanceLine = z.infer<typeof AllowanceLine>;

export const StatementAnswer = z.object({
  from: z.string(),
  to: z.string(),
  opening_balance_kobo: z.number().int(),
  lines: z.array(StatementLine),
  closing_balance_kobo: z.number().int(),
  credits_kobo: z.number().int(),
  debits_kobo: z.number().int(),
  /** Null for a rider outside a company wallet. */
  allowance_lines: z.array(AllowanceLine).nullable(),
});
export type StatementAnswer = z.infer<typeof StatementAnswer>;

export const getReceiptsCall = defineCall(getReceiptsAddress, {
  params: UserIdParams,
  query: ReceiptListQuery,
  answers: { 200: ReceiptList },
});

export const getReceiptCall = defineCall(getReceiptAddress, {
  params: ReceiptParams,
  answers: { 200: Receipt },
});

/** The personal wallet's statement: JSON here, CSV or PDF by the Accept header. */
export const getWalletStatementCall = defineCall(getWalletStatementAddress, {
  params: UserIdParams,
  query: StatementQuery,
  answers: { 200: StatementAnswer },
});
