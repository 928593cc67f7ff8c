import { openDatabase } from '@shuttle/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startWeeklyBilling } from './features/booking/weekly-billing.ts';
import { seedIfEmpty } from './seed.ts';

/** Starts the product: configuration, database (migrated, seeded once), HTTP on PORT. */
async function main(): Promise<void> {
  // Whatever the product writes (the embedded database, uploads) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await seedIfEmpty(database);
  const app = await buildApp({ config, database, sendMail: true });
  if (config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD) {
    const outcome = await app.services.staffAccounts.bootstrapAdmin(
      config.BOOTSTRAP_ADMIN_EMAIL,
      config.BOOTSTRAP_ADMIN_PASSWORD,
    );
    app.log.info(
      outcome === 'created'
        ? `Bootstrap admin ${config.BOOTSTRAP_ADMIN_EMAIL} created`
        : `Bootstrap admin: ${config.BOOTSTRAP_ADMIN_EMAIL} already has an account, left unchanged`,
    );
  }
  let stopBilling: () => Promise<void> = async () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests and closing`);
    await stopBilling();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  stopBilling = startWeeklyBilling(app.deps, app.log);
  app.log.info(`Shuttle is running: ${config.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DirectoryLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
