// The booking capability appends its seat checks to the audit when loaded.
import '../features/booking/booking-audit.ts';
import { PROMOTION_CHECKS } from '../features/promotions/promotion-audit.ts';
import { RUN_FACT_CHECKS } from '../features/runs/run-facts-audit.ts';
import { auditLedger, LEDGER_CHECKS } from '../features/wallet/ledger-audit.ts';
import { runCommand } from './command-line-root.ts';

/**
 * `npm run audit:ledger`: checks the ledger's invariants on the configured database and
 * prints every violation; exits 1 when there is any, so a cron job or CI can alert on it.
 */
runCommand(
  async (_config, database) => {
    const violations = await auditLedger(database.db, [
      ...LEDGER_CHECKS,
      ...PROMOTION_CHECKS,
      ...RUN_FACT_CHECKS,
    ]);
    for (const violation of violations) console.error(`${violation.check}: ${violation.detail}`);
    console.log(
      violations.length === 0
        ? `Ledger audit (${database.kind}): no violation.`
        : `Ledger audit (${database.kind}): ${violations.length} violation(s).`,
    );
    return violations.length === 0 ? 0 : 1;
  },
  // 1 is a violation found; a command that could not run says so apart.
  { failureCode: 2 },
);
