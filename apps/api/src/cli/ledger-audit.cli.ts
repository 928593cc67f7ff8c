import { openDatabase } from '@shuttle/db';
import { ConfigError, loadConfig } from '../config.ts';
// The booking capability appends its seat checks to the audit when loaded.
import '../features/booking/booking-audit.ts';
import { PROMOTION_CHECKS } from '../features/promotions/promotion-audit.ts';
import { RUN_FACT_CHECKS } from '../features/runs/run-facts-audit.ts';
import { auditLedger, LEDGER_CHECKS } from '../features/wallet/ledger-audit.ts';

/**
 * `npm run audit:ledger`: checks the ledger's invariants on the configured database and
 * prints every violation; exits 1 when there is any, so a cron job or CI can alert on it.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
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
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || (error instanceof Error && error.name === 'DirectoryLockedError');
    console.error(known && error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
