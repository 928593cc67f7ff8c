import { sql } from '@shuttle/db';
import { type LedgerCheck, rows } from '../wallet/ledger-audit.ts';

/**
 * The facts partner earnings stand on (docs/decisions/233-run-facts-fixed.md), for
 * `auditLedger(db, [...LEDGER_CHECKS, ...PROMOTION_CHECKS, ...RUN_FACT_CHECKS])`: a run that started
 * with a vehicle has that vehicle's cost of supply fixed on it, or its partner's earnings and
 * statement would leave it out; a run without a vehicle carries no owner or rate.
 */
export const RUN_FACT_CHECKS: LedgerCheck[] = [
  {
    name: 'started runs have their facts fixed',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT id, status, vehicle_id FROM trip_days
            WHERE status IN ('in_progress', 'completed') AND vehicle_id IS NOT NULL
              AND cost_of_supply_kobo IS NULL
            ORDER BY id`,
      );
      return found.map(
        (row) => `run ${row.id} (${row.status}) drove vehicle ${row.vehicle_id} with no cost of supply fixed`,
      );
    },
  },
  {
    name: 'runs without a vehicle have no facts',
    async violations(db) {
      const found = await rows(
        db,
        sql`SELECT id, bus_partner_id, cost_of_supply_kobo FROM trip_days
            WHERE vehicle_id IS NULL AND (bus_partner_id IS NOT NULL OR cost_of_supply_kobo IS NOT NULL)
            ORDER BY id`,
      );
      return found.map(
        (row) =>
          `run ${row.id} has no vehicle but records bus partner ${row.bus_partner_id ?? 'none'} ` +
          `and a cost of supply of ${row.cost_of_supply_kobo ?? 'none'} kobo`,
      );
    },
  },
];
