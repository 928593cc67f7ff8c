import type { Executor } from '@shuttle/db';
import { sql } from '@shuttle/db';

export interface LedgerViolation {
  check: string;
  detail: string;
}

/** One invariant: a name and a query that returns a sentence per row that breaks it. */
export interface LedgerCheck {
  name: string;
  violations(db: Executor): Promise<string[]>;
}

export async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const APPEND_ONLY_TRIGGERS = [
  'ledger_transactions_append_only',
  'ledger_entries_append_only',
  'ledger_transactions_no_truncate',
  'ledger_entries_no_truncate',
  'ledger_entries_balanced',
];

/**
 * The invariants of docs/reliability.md#r7 that the money model owns. Capabilities that add their own
 * invariants (seats booked against booked rides) append a check to this list.
 */
export const LEDGER_CHECKS: LedgerCheck[] = [
  {
    name: 'transactions balance',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT t.id, coalesce(sum(e.amount_kobo), 0)::bigint AS total, count(e.id)::int AS entries
            FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
            GROUP BY t.id HAVING coalesce(sum(e.amount_kobo), 0) <> 0 OR count(e.id) < 2`,
      );
      return found.map(
        (row) => `ledger transaction ${row.id} sums to ${row.total} kobo over ${row.entries} entries`,
      );
    },
  },
  {
    name: 'wallet balances equal their entries',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT w.id, w.balance_kobo, coalesce(sum(e.amount_kobo), 0)::bigint AS entries
            FROM wallets w LEFT JOIN ledger_entries e ON e.wallet_id = w.id
            GROUP BY w.id, w.balance_kobo HAVING w.balance_kobo <> coalesce(sum(e.amount_kobo), 0)`,
      );
      return found.map(
        (row) => `wallet ${row.id} holds ${row.balance_kobo} kobo but its entries sum to ${row.entries}`,
      );
    },
  },
  {
    // A statement's opening plus its lines is its closing only if every wallet line's stored
    // balance is the one before it plus its amount (docs/product.md#receipts-and-statements).
    name: 'wallet lines chain their balances',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT id, wallet_id, balance_after_kobo, expected FROM (
              SELECT e.id, e.wallet_id, e.balance_after_kobo,
                     coalesce(lag(e.balance_after_kobo) OVER (PARTITION BY e.wallet_id ORDER BY e.id), 0)
                       + e.amount_kobo AS expected
              FROM ledger_entries e WHERE e.wallet_id IS NOT NULL
            ) chained WHERE balance_after_kobo <> expected`,
      );
      return found.map(
        (row) =>
          `wallet ${row.wallet_id} line ${row.id} stores a balance of ${row.balance_after_kobo} kobo, not ${row.expected}`,
      );
    },
  },
  {
    name: 'no negative balance',
    async violations(db) {
      const found = await rows(db, sql`SELECT id, balance_kobo FROM wallets WHERE balance_kobo < 0`);
      const history = await rows(
        db,
        sql`SELECT id, wallet_id, balance_after_kobo FROM ledger_entries WHERE balance_after_kobo < 0`,
      );
      return [
        ...found.map((row) => `wallet ${row.id} is at ${row.balance_kobo} kobo`),
        ...history.map(
          (row) => `entry ${row.id} left wallet ${row.wallet_id} at ${row.balance_after_kobo} kobo`,
        ),
      ];
    },
  },
  {
    name: 'payments credited once',
    async violations(db) {
      const twice = await rows(
        db,
        sql`SELECT payment_reference, count(*)::int AS credits FROM ledger_transactions
            WHERE payment_reference IS NOT NULL GROUP BY payment_reference HAVING count(*) > 1`,
      );
      const mismatched = await rows(
        db,
        sql`SELECT p.reference, p.status, p.amount_kobo, t.id AS transaction_id, c.credited
            FROM payments p
            LEFT JOIN ledger_transactions t ON t.id = p.ledger_transaction_id
            LEFT JOIN LATERAL (
              SELECT sum(e.amount_kobo)::bigint AS credited FROM ledger_entries e
              WHERE e.transaction_id = t.id AND e.wallet_id = p.wallet_id) c ON true
            WHERE (p.status = 'succeeded') <> (t.id IS NOT NULL)
               OR (t.id IS NOT NULL AND (t.payment_reference IS DISTINCT FROM p.reference
                                         OR c.credited IS DISTINCT FROM p.amount_kobo))`,
      );
      const orphans = await rows(
        db,
        sql`SELECT t.id, t.payment_reference FROM ledger_transactions t
            WHERE t.kind = 'top_up' AND NOT EXISTS (
              SELECT 1 FROM payments p WHERE p.ledger_transaction_id = t.id AND p.reference = t.payment_reference)`,
      );
      return [
        ...twice.map((row) => `payment ${row.payment_reference} was credited ${row.credits} times`),
        ...mismatched.map(
          (row) =>
            `payment ${row.reference} (${row.status}, ${row.amount_kobo} kobo) does not match its credit ` +
            `${row.transaction_id ?? 'none'} of ${row.credited ?? 0} kobo`,
        ),
        ...orphans.map((row) => `top-up ${row.id} (${row.payment_reference}) has no succeeded payment`),
      ];
    },
  },
  {
    // Operators' adjustments (docs/decisions/153-wallet-adjustments.md): a rider wallet against
    // goodwill (credits) or corrections (debits), with the operator and the reason recorded.
    name: 'adjustments are well formed',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT t.id, t.kind, t.created_by, t.memo,
                   count(*) FILTER (WHERE e.account = 'rider_wallet')::int AS wallets,
                   count(*) FILTER (WHERE e.account = 'goodwill' AND e.amount_kobo < 0)::int AS goodwill,
                   count(*) FILTER (WHERE e.account = 'corrections' AND e.amount_kobo > 0)::int AS corrections,
                   count(*)::int AS entries
            FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
            WHERE t.kind = 'adjustment' OR e.account IN ('goodwill', 'corrections')
            GROUP BY t.id, t.kind, t.created_by, t.memo`,
      );
      return found
        .filter(
          (row) =>
            row.kind !== 'adjustment' ||
            row.created_by === null ||
            row.memo === null ||
            Number(row.entries) !== 2 ||
            Number(row.wallets) !== 1 ||
            Number(row.goodwill) + Number(row.corrections) !== 1,
        )
        .map((row) => `ledger transaction ${row.id} (${row.kind}) is not a well-formed adjustment`);
    },
  },
  {
    name: 'ledger is append only',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT tgname FROM pg_trigger
            WHERE tgrelid IN ('ledger_transactions'::regclass, 'ledger_entries'::regclass)
              AND tgenabled <> 'D' AND NOT tgisinternal`,
      );
      const present = new Set(found.map((row) => String(row.tgname)));
      return APPEND_ONLY_TRIGGERS.filter((name) => !present.has(name)).map(
        (name) => `trigger ${name} is missing or disabled`,
      );
    },
  },
];

/** Runs every check; an empty list means the ledger is sound (docs/reliability.md#r7). */
export async function auditLedger(
  db: Executor,
  checks: LedgerCheck[] = LEDGER_CHECKS,
): Promise<LedgerViolation[]> {
  const found: LedgerViolation[] = [];
  for (const check of checks) {
    for (const detail of await check.violations(db)) found.push({ check: check.name, detail });
  }
  return found;
}
