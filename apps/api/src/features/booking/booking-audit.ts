import { sql } from '@shuttle/db';
import { LEDGER_CHECKS, type LedgerCheck, rows } from '../wallet/ledger-audit.ts';

/**
 * The booking capability's invariants (docs/reliability.md#r7), appended to the ledger audit: a trip
 * day's seats_booked equals the seats of the rides that hold one (every status but cancelled),
 * every paid week of a booking is one booking debit of exactly its amount and discount, refunds
 * give back what their rides paid, and discount grants count the rides that use them.
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
      // The wallet paid the week's amount, the promotions account its discount, and fare
      // revenue earned both; the discount is the sum of its rides' discounts.
      const found = await rows(
        db,
        sql`SELECT w.booking_id, w.week_number, w.amount_kobo, w.discount_kobo, t.kind,
                   t.booking_id AS debit_booking, e.wallet, e.promotions, e.revenue, r.ride_discounts
            FROM booking_weeks w
            JOIN ledger_transactions t ON t.id = w.ledger_transaction_id
            LEFT JOIN LATERAL (
              SELECT -sum(x.amount_kobo) FILTER (WHERE x.wallet_id IS NOT NULL) AS wallet,
                     -coalesce(sum(x.amount_kobo) FILTER (WHERE x.account = 'promotions'), 0) AS promotions,
                     sum(x.amount_kobo) FILTER (WHERE x.account = 'fare_revenue') AS revenue
              FROM ledger_entries x WHERE x.transaction_id = t.id) e ON true
            LEFT JOIN LATERAL (
              SELECT coalesce(sum(d.discount_kobo), 0) AS ride_discounts
              FROM booking_rides d WHERE d.week_id = w.id) r ON true
            WHERE w.status = 'paid'
              AND (t.kind <> 'booking' OR t.booking_id IS DISTINCT FROM w.booking_id
                   OR e.wallet IS DISTINCT FROM w.amount_kobo
                   OR e.promotions <> w.discount_kobo
                   OR e.revenue IS DISTINCT FROM w.amount_kobo + w.discount_kobo
                   OR r.ride_discounts <> w.discount_kobo)`,
      );
      const unpaidDiscounts = await rows(
        db,
        sql`SELECT r.id, w.booking_id, w.week_number, w.status FROM booking_rides r
            JOIN booking_weeks w ON w.id = r.week_id
            WHERE r.discount_kobo <> 0 AND w.status <> 'paid'`,
      );
      return [
        ...found.map(
          (row) =>
            `booking ${row.booking_id} week ${row.week_number} is paid ${row.amount_kobo} kobo with ` +
            `${row.discount_kobo} kobo of discount (its rides' discounts: ${row.ride_discounts}) but its ` +
            `debit (${row.kind}, booking ${row.debit_booking}) took ${row.wallet ?? 0} from the wallet ` +
            `and ${row.promotions} from promotions for ${row.revenue ?? 0} of fare revenue`,
        ),
        ...unpaidDiscounts.map(
          (row) =>
            `ride ${row.id} of booking ${row.booking_id} has a discount in week ${row.week_number}, ` +
            `which is ${row.status}`,
        ),
      ];
    },
  },
  {
    name: 'ride refunds give back what the rides paid',
    async violations(db) {
      // A refund of rides returns to the wallet what the rider paid for them and to promotions
      // what their discounts paid: never the full fare of a discounted ride.
      const found = await rows(
        db,
        sql`SELECT t.id, t.kind, t.booking_id, r.paid, r.discounts, e.wallet, e.promotions
            FROM (
              SELECT d.refund_transaction_id, sum(d.fare_kobo * d.seats - d.discount_kobo) AS paid,
                     sum(d.discount_kobo) AS discounts
              FROM booking_rides d WHERE d.refund_transaction_id IS NOT NULL
              GROUP BY d.refund_transaction_id) r
            JOIN ledger_transactions t ON t.id = r.refund_transaction_id
            LEFT JOIN LATERAL (
              SELECT sum(x.amount_kobo) FILTER (WHERE x.wallet_id IS NOT NULL) AS wallet,
                     coalesce(sum(x.amount_kobo) FILTER (WHERE x.account = 'promotions'), 0) AS promotions
              FROM ledger_entries x WHERE x.transaction_id = t.id) e ON true
            WHERE t.kind <> 'refund' OR e.wallet IS DISTINCT FROM r.paid OR e.promotions <> r.discounts`,
      );
      return found.map(
        (row) =>
          `${row.kind} ${row.id} of booking ${row.booking_id} gave ${row.wallet ?? 0} kobo to the wallet and ` +
          `${row.promotions} to promotions for rides that paid ${row.paid} with ${row.discounts} of discount`,
      );
    },
  },
  {
    name: 'discount grants have used their discounted rides',
    async violations(db) {
      // Each discounted ride holds one ride of its grant until it is cancelled, and only the
      // grant's own rider's rides use it: so rides_left is what the rider can still use.
      const found = await rows(
        db,
        sql`SELECT g.id, g.user_id, g.rides_used,
                   count(r.id) FILTER (WHERE r.status <> 'cancelled')::int AS holding,
                   count(r.id) FILTER (WHERE b.user_id <> g.user_id)::int AS foreign_rides
            FROM promo_redemptions g
            LEFT JOIN booking_rides r ON r.promo_redemption_id = g.id
            LEFT JOIN bookings b ON b.id = r.booking_id
            WHERE g.kind = 'ride_discount'
            GROUP BY g.id, g.user_id, g.rides_used
            HAVING g.rides_used <> count(r.id) FILTER (WHERE r.status <> 'cancelled')
                OR count(r.id) FILTER (WHERE b.user_id <> g.user_id) > 0`,
      );
      return found.map(
        (row) =>
          `discount grant ${row.id} of rider ${row.user_id} has used ${row.rides_used} rides but ` +
          `${row.holding} discounted rides hold one (${row.foreign_rides} of other riders)`,
      );
    },
  },
];

for (const check of BOOKING_CHECKS) {
  if (!LEDGER_CHECKS.some((existing) => existing.name === check.name)) LEDGER_CHECKS.push(check);
}
