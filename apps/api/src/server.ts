import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { openDatabase } from '@shuttle/db';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedIfEmpty } from './seed.ts';
import { asyncLogDestination } from './shared/request-log.ts';

/**
 * Starts the product: configuration, database (migrated, seeded once), HTTP on PORT. With
 * WORKERS=N this process is the primary of N API processes sharing the port (node:cluster,
 * ADR 137); each of them runs `serveOneProcess`.
 */
async function main(): Promise<void> {
  // Whatever the product writes (the embedded database, uploads) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  if (config.WORKERS > 1 && cluster.isPrimary) {
    await runPrimary(config);
    return;
  }
  await serveOneProcess(config);
}

async function serveOneProcess(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  if (cluster.isPrimary) await seedIfEmpty(database);
  const app = await buildApp({
    config,
    database,
    sendMail: true,
    runJobs: true,
    processMetrics: true,
    logStream: asyncLogDestination(),
  });
  if (config.BOOTSTRAP_ADMIN_EMAIL && config.BOOTSTRAP_ADMIN_PASSWORD && cluster.isPrimary) {
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
  let metricsServer: Server | undefined;
  if (config.METRICS_PORT) {
    const registry = app.deps.metrics.registry;
    // In a cluster the primary serves every worker's metrics together; alone, this process does.
    if (cluster.isWorker) {
      // Constructing one makes this worker answer the primary's requests for its metrics.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
    } else metricsServer = await serveMetrics(config, () => registry.metrics(), registry.contentType);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const exitCode = await drainAndClose(app, config, signal);
    metricsServer?.close();
    await database.close();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Shuttle is running: ${config.PUBLIC_URL} (database: ${database.kind}, jobs: ${app.deps.jobs.kind})`,
  );
  if (config.APP_MODE === 'demo' && cluster.isPrimary) await announceDemo(app, config);
}

/**
 * The demo's accounts, made once through the product's services and printed for the newcomer
 * (ADR 276). After listening, so the server answers at once; production never loads the module.
 */
async function announceDemo(app: FastifyInstance, config: Config): Promise<void> {
  const { ensureDemoAccounts, demoAccountsText } = await import('./features/simulation/demo-accounts.ts');
  try {
    await ensureDemoAccounts(app.deps, app.services);
    console.log(demoAccountsText(config.PUBLIC_URL));
    console.log(
      config.DEMO_SIMULATION === 'on'
        ? 'The demo day is running: buses move within a minute or two (DEMO_SIMULATION=off keeps it still).'
        : 'The demo day is off (DEMO_SIMULATION=off).',
    );
  } catch (error) {
    app.log.error({ err: error }, 'demo accounts could not be made');
  }
}

/**
 * Graceful stop (ADR 137): readiness fails and live streams close with a retry hint, the
 * port stops accepting, requests in flight finish, then jobs and the outbox stop. Whatever
 * is still open after SHUTDOWN_GRACE_SECONDS is cut. 0 when everything finished in time.
 */
async function drainAndClose(app: FastifyInstance, config: Config, signal: string): Promise<number> {
  app.log.info(`${signal}: draining, then closing`);
  let timedOut = false;
  const grace = setTimeout(() => {
    timedOut = true;
    app.log.warn(`still busy after ${config.SHUTDOWN_GRACE_SECONDS} s: closing every connection`);
    app.server.closeAllConnections();
  }, config.SHUTDOWN_GRACE_SECONDS * 1000);
  grace.unref();
  try {
    await app.deps.lifecycle.drain();
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing failed');
    return 1;
  } finally {
    clearTimeout(grace);
  }
  return timedOut ? 1 : 0;
}

/** The metrics on a port of their own (METRICS_PORT), for a private network only. */
async function serveMetrics(
  config: Config,
  read: () => Promise<string>,
  contentType: string,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    read().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(config.METRICS_PORT, config.HOST, resolve));
  return server;
}

/**
 * The primary of WORKERS processes: prepares the database once, starts the workers, starts a
 * new one when one dies, and on SIGTERM passes it on and waits for every worker to drain.
 */
async function runPrimary(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  await seedIfEmpty(database);
  await database.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  for (let index = 0; index < config.WORKERS; index++) fork();

  let metricsServer: Server | undefined;
  if (config.METRICS_PORT) {
    const aggregator = new AggregatorRegistry();
    metricsServer = await serveMetrics(
      config,
      () => aggregator.clusterMetrics(),
      (aggregator as unknown as Registry).contentType,
    );
  }

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    metricsServer?.close();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    // A worker that does not exit within its grace period (and a little more) is killed.
    const deadline = setTimeout(
      () => {
        for (const worker of workers) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      (config.SHUTDOWN_GRACE_SECONDS + 5) * 1000,
    );
    deadline.unref();
    let failed = false;
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', (code) => {
              if (code !== 0) failed = true;
              resolve();
            });
            worker.process.kill(signal);
          }),
      ),
    ).then(() => process.exit(failed ? 1 : 0));
  };
  process.on('SIGINT', () => shutdown('SIGTERM'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  console.log(`Shuttle: ${config.WORKERS} API processes on port ${config.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'DirectoryLockedError')) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
