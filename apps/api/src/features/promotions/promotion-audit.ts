import { type Executor, sql } from '@shuttle/db';
import type { LedgerCheck } from '../wallet/ledger-audit.ts';

async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The promotions' invariants, for `auditLedger(db, [...LEDGER_CHECKS, ...PROMOTION_CHECKS])`:
 * limits held, and every promotion credit in the ledger is exactly one redemption's.
 */
export const PROMOTION_CHECKS: LedgerCheck[] = [
  {
    name: 'promo codes within their total limits',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT p.code, p.redemptions_count, p.max_redemptions, count(r.id)::int AS redeemed
            FROM promo_codes p LEFT JOIN promo_redemptions r ON r.promo_code_id = p.id
            GROUP BY p.id
            HAVING p.redemptions_count <> count(r.id)
                OR (p.max_redemptions IS NOT NULL AND count(r.id) > p.max_redemptions)`,
      );
      return found.map(
        (row) =>
          `promo code ${row.code} was redeemed ${row.redeemed} times (counted ${row.redemptions_count}, ` +
          `limit ${row.max_redemptions ?? 'none'})`,
      );
    },
  },
  {
    name: 'promo codes within their per-rider limits',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT p.code, r.user_id, count(*)::int AS redeemed, p.per_user_limit
            FROM promo_redemptions r JOIN promo_codes p ON p.id = r.promo_code_id
            GROUP BY p.id, r.user_id HAVING count(*) > p.per_user_limit`,
      );
      return found.map(
        (row) =>
          `rider ${row.user_id} redeemed ${row.code} ${row.redeemed} times (limit ${row.per_user_limit})`,
      );
    },
  },
  {
    name: 'promotion credits match their redemptions',
    async violations(db) {
      const mismatched = await rows(
        db,
        sql`SELECT r.id, p.code, t.kind, t.user_id, r.user_id AS rider, c.credited, p.amount_kobo
            FROM promo_redemptions r
            JOIN promo_codes p ON p.id = r.promo_code_id
            JOIN ledger_transactions t ON t.id = r.ledger_transaction_id
            LEFT JOIN LATERAL (
              SELECT sum(e.amount_kobo)::bigint AS credited FROM ledger_entries e
              WHERE e.transaction_id = t.id AND e.account = 'rider_wallet') c ON true
            WHERE t.kind <> 'promotion' OR t.user_id IS DISTINCT FROM r.user_id
               OR c.credited IS DISTINCT FROM p.amount_kobo`,
      );
      const orphans = await rows(
        db,
        sql`SELECT t.id FROM ledger_transactions t
            WHERE t.kind = 'promotion'
              AND NOT EXISTS (SELECT 1 FROM promo_redemptions r WHERE r.ledger_transaction_id = t.id)`,
      );
      return [
        ...mismatched.map(
          (row) =>
            `redemption ${row.id} of ${row.code} credited ${row.credited ?? 0} kobo to rider ${row.user_id} ` +
            `in a ${row.kind} transaction, not ${row.amount_kobo} kobo to rider ${row.rider}`,
        ),
        ...orphans.map((row) => `promotion credit ${row.id} has no redemption`),
      ];
    },
  },
];
