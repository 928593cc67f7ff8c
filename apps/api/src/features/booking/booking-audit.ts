import { sql } from '@shuttle/db';
import { LEDGER_CHECKS, type LedgerCheck, rows } from '../wallet/ledger-audit.ts';

/**
 * The booking capability's invariants (QUALITY.md R7), appended to the ledger audit: a trip
 * day's seats_booked equals the seats of the rides that hold one (every status but cancelled),
 * and every paid week of a booking is one booking debit of exactly its amount.
 */
export const BOOKING_CHECKS: LedgerCheck[] = [
  {
    name: 'seats booked equal the booked rides',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT t.id, t.seats_booked, coalesce(sum(r.seats), 0)::int AS ride_seats
            FROM trip_days t LEFT JOIN booking_rides r ON r.trip_day_id = t.id AND r.status <> 'cancelled'
            GROUP BY t.id, t.seats_booked HAVING t.seats_booked <> coalesce(sum(r.seats), 0)`,
      );
      return found.map(
        (row) =>
          `trip day ${row.id} has ${row.seats_booked} seats booked but its rides hold ${row.ride_seats}`,
      );
    },
  },
  {
    name: 'paid booking weeks match their debits',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT w.booking_id, w.week_number, w.amount_kobo, t.kind, t.booking_id AS debit_booking,
                   -e.amount_kobo AS debited
            FROM booking_weeks w
            JOIN ledger_transactions t ON t.id = w.ledger_transaction_id
            LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.wallet_id IS NOT NULL
            WHERE w.status = 'paid'
              AND (t.kind <> 'booking' OR t.booking_id IS DISTINCT FROM w.booking_id
                   OR e.amount_kobo IS NULL OR -e.amount_kobo <> w.amount_kobo)`,
      );
      return found.map(
        (row) =>
          `booking ${row.booking_id} week ${row.week_number} is paid ${row.amount_kobo} kobo ` +
          `but its debit (${row.kind}, booking ${row.debit_booking}) took ${row.debited ?? 0}`,
      );
    },
  },
];

for (const check of BOOKING_CHECKS) {
  if (!LEDGER_CHECKS.some((existing) => existing.name === check.name)) LEDGER_CHECKS.push(check);
}
