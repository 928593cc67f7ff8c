import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dropPostgresDatabase, withDatabaseName } from '@shuttle/db/testing/test-database';
import pg from 'pg';
import { postgresCpuMs, type RunningServer, startProduct } from '../lib.ts';
import { endChecks } from './checks.ts';
import { type EtaError, measureEtaError } from './eta-error.ts';
import { RushClient } from './http.ts';
import { type Answered, type Delivery, Morning } from './morning.ts';
import { CallBook, type CallSummary, type Check } from './report.ts';
import { type Cast, createCast } from './setup.ts';

/**
 * `npm run rush`: a Lagos morning against W real product processes on a fresh Postgres database
 * and a shared Redis, loopback only (docs/decisions/278, docs/capacity.md).
 */
export interface RushOptions {
  riders: number;
  buses: number;
  /** Riders booked on today's runs who hold their bus's live stream all morning. */
  watchers: number;
  /** Simulated minutes of the morning. */
  minutes: number;
  /** How many times faster than real time riders arrive. */
  speed: number;
  workers: number;
  findKnee: boolean;
  /** Seconds each knee step lasts. */
  kneeStepSeconds: number;
  /** The first knee step's riders a second. */
  kneeStart: number;
  fixEverySeconds: number;
  cancelShare: number;
  poolSize: number;
  seed: number;
  databaseServer: string;
  redisUrl: string;
  /** Progress lines; silent when absent. */
  log?: (line: string) => void;
}

export const GOALS = { bookingP99Ms: 250, deliveryP99Ms: 1000, etaP90Minutes: 2 } as const;

export interface KneeStep {
  perSecond: number;
  bookings: number;
  p99: number;
  failures: number;
  behind: number;
  held: boolean;
}

export interface RushReport {
  options: Omit<RushOptions, 'log'>;
  setupSeconds: number;
  morningSeconds: number;
  ridersPerSecond: number;
  calls: CallSummary[];
  delivery: Delivery;
  /** Arrivals the load generator could not start (too many riders in flight). */
  behind: number;
  knee: { steps: KneeStep[]; heldPerSecond: number } | null;
  eta: EtaError;
  checks: Check[];
  /**
   * CPU seconds used during the morning a second of it: by the product's processes, and by every
   * Postgres process of the machine (others' work on a shared server counts too).
   */
  cpu: { productPerSecond: number; postgresPerSecond: number; productMsPerBooking: number };
  /** The database at the end: its size, the largest tables with their indexes, and row counts. */
  database: { bytes: number; tables: { name: string; bytes: number; rows: number }[] };
  /** The load generator's own event-loop delay, p99 ms: above a few tens, its latencies are its own too. */
  generatorLagP99Ms: number;
  /** The product processes' error log lines. */
  productLog: string;
  /** What missed the morning's goals, in words; empty when every goal held. */
  missed: string[];
  loadAverage: number[];
}

export const DEFAULT_OPTIONS: Omit<RushOptions, 'log'> = {
  riders: 2000,
  buses: 100,
  watchers: 400,
  minutes: 120,
  speed: 10,
  workers: 2,
  findKnee: false,
  kneeStepSeconds: 15,
  kneeStart: 8,
  fixEverySeconds: 5,
  cancelShare: 0.1,
  poolSize: 10,
  seed: 2026,
  databaseServer: process.env.RUSH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

const MAX_IN_FLIGHT = 2000;
const KNEE_MAX_PER_SECOND = 2048;
const KNEE_MIN_PER_SECOND = 0.5;
const BOOKING_CALL = 'POST booking';

async function adminQuery(server: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/** The children of a process (Linux): the cluster's workers once they are forked. */
function childrenOf(pid: number): number {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
      .length;
  } catch {
    return 0;
  }
}

/** CPU time (ms) a process and its descendants have used so far, from /proc (Linux). */
export function treeCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return own + children.reduce((sum, child) => sum + treeCpuMs(Number(child)), 0);
  } catch {
    return 0;
  }
}

async function startWorkers(
  options: RushOptions,
  databaseUrl: string,
  logFd: number,
): Promise<RunningServer> {
  const product = await startProduct(
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      WORKERS: String(options.workers),
      DATABASE_POOL_SIZE: String(options.poolSize),
      DEMO_SIMULATION: 'off',
      TRUST_PROXY: 'true',
      RUN_START_EARLY_MINUTES: '720',
      // Every watcher is a rider of their own; addresses are the phones' own.
      LIVE_STREAMS_PER_ADDRESS: '100',
      BILLING_JOB_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'error',
    },
    logFd,
  );
  // The first worker answers health; the rush waits until every worker has been forked and had
  // time to listen.
  const deadline = Date.now() + 60_000;
  while (options.workers > 1 && childrenOf(product.process.pid as number) < options.workers) {
    if (Date.now() > deadline) throw new Error('the workers did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  for (let answered = 0; answered < 20; ) {
    const ok = await fetch(`${product.url}/v1/ready`).then(
      (response) => response.ok,
      () => false,
    );
    answered = ok ? answered + 1 : 0;
    await new Promise((done) => setTimeout(done, ok ? 50 : 300));
  }
  return product;
}

async function waitForOutbox(databaseUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await adminQuery(
      databaseUrl,
      'SELECT count(*)::int AS unsent FROM outbox_emails WHERE sent_at IS NULL',
    );
    if (rows[0]?.unsent === 0) return;
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** The database's size and its ten largest tables (with their indexes and TOAST), for docs/capacity.md. */
async function databaseSize(databaseUrl: string): Promise<RushReport['database']> {
  const total = await adminQuery(databaseUrl, 'SELECT pg_database_size(current_database())::bigint AS bytes');
  const tables = await adminQuery(
    databaseUrl,
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::bigint AS bytes,
       (SELECT n_live_tup FROM pg_stat_user_tables s WHERE s.relid = c.oid)::bigint AS rows
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public' ORDER BY 2 DESC LIMIT 10`,
  );
  return {
    bytes: Number(total.rows[0]?.bytes ?? 0),
    tables: tables.rows.map((row) => ({
      name: row.name as string,
      bytes: Number(row.bytes),
      rows: Number(row.rows),
    })),
  };
}

/** Raises riders' arrival rate step by step until the booking p99 passes the goal. */
async function findKnee(morning: Morning, book: CallBook, cast: Cast, options: RushOptions) {
  const steps: KneeStep[] = [];
  let arrivals = 0;
  const step = async (perSecond: number) => {
    book.clear();
    morning.behind = 0;
    await morning.riders(
      perSecond,
      options.kneeStepSeconds * 1000,
      () => cast.riders[arrivals++ % cast.riders.length] as Cast['riders'][number],
    );
    await morning.settleRiders();
    const booking = book.summary(BOOKING_CALL);
    const result: KneeStep = {
      perSecond,
      bookings: booking.count,
      p99: booking.p99,
      failures: book.summaries().reduce((sum, call) => sum + call.failures, 0),
      behind: morning.behind,
      held: booking.p99 <= GOALS.bookingP99Ms && morning.behind === 0,
    };
    result.held &&= result.failures === 0;
    steps.push(result);
    options.log?.(
      `  knee step ${perSecond.toFixed(1)} riders/s: ${result.bookings} bookings, p99 ${result.p99.toFixed(0)} ms, ${result.failures} failures, ${result.behind} behind: ${result.held ? 'held' : 'broke'}`,
    );
    return result.held;
  };
  let held = 0;
  let rate = options.kneeStart;
  while (rate <= KNEE_MAX_PER_SECOND && (await step(rate))) {
    held = rate;
    rate *= 2;
  }
  if (held === 0) {
    // Not even the first rate held: halve it until one does (a busy machine).
    let lower = rate / 2;
    while (lower >= KNEE_MIN_PER_SECOND && !(await step(lower))) lower /= 2;
    if (lower >= KNEE_MIN_PER_SECOND) held = lower;
    rate = lower * 2;
  }
  // One step between the last rate that held and the first that broke.
  if (held > 0 && rate <= KNEE_MAX_PER_SECOND) {
    const middle = (held + rate) / 2;
    if (await step(middle)) held = middle;
  }
  return { steps, heldPerSecond: held };
}

export async function runRush(options: RushOptions): Promise<RushReport> {
  const log = options.log ?? (() => undefined);
  const name = `shuttle_rush_${randomBytes(4).toString('hex')}`;
  await adminQuery(options.databaseServer, `CREATE DATABASE ${name}`);
  const databaseUrl = withDatabaseName(options.databaseServer, name);
  const productLog = join(tmpdir(), `${name}.log`);
  const logFd = openSync(productLog, 'w');
  let product: RunningServer | undefined;
  try {
    const setupStarted = performance.now();
    const capacity = Math.max(14, Math.ceil((options.riders / options.buses) * 1.25) + 2);
    log(
      `Setting up ${options.riders} riders, ${options.buses} buses, ${options.watchers} watchers (capacity ${capacity})...`,
    );
    const cast = await createCast(
      databaseUrl,
      { riders: options.riders, buses: options.buses, watchers: options.watchers, capacity },
      options.seed,
      log,
    );
    log(`Starting ${options.workers} product process(es)...`);
    product = await startWorkers(options, databaseUrl, logFd);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const book = new CallBook();
    const client = new RushClient(product.url, book);
    const morning = new Morning(client, cast, {
      seed: options.seed,
      fixEverySeconds: options.fixEverySeconds,
      cancelShare: options.cancelShare,
      maxInFlight: MAX_IN_FLIGHT,
    });
    const morningMs = ((options.minutes * 60) / options.speed) * 1000;
    const ridersPerSecond = options.riders / (morningMs / 1000);
    const started = performance.now();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const productCpuBefore = treeCpuMs(product.process.pid as number);
    const postgresCpuBefore = postgresCpuMs();
    log('Drivers start their runs; watchers open their streams...');
    await morning.begin();
    morning.startBuses();
    morning.startScans(options.findKnee ? 60_000 : morningMs * 0.6);
    let knee: RushReport['knee'] = null;
    if (options.findKnee) {
      log(`Finding the knee: ${options.kneeStepSeconds} s a step from ${options.kneeStart} riders/s...`);
      knee = await findKnee(morning, book, cast, options);
    } else {
      log(
        `The morning: ${options.riders} riders over ${(morningMs / 1000).toFixed(0)} s (${ridersPerSecond.toFixed(1)}/s)...`,
      );
      const halfway = setTimeout(() => morning.cancelRun(cast.runToCancel), morningMs / 2);
      let arrival = 0;
      await morning.riders(
        ridersPerSecond,
        morningMs,
        () => cast.riders[arrival++ % cast.riders.length] as Cast['riders'][number],
      );
      clearTimeout(halfway);
    }
    await morning.end();
    const morningSeconds = (performance.now() - started) / 1000;
    lag.disable();
    const productCpuMs = treeCpuMs(product.process.pid as number) - productCpuBefore;
    const postgresCpu = postgresCpuMs() - postgresCpuBefore;
    client.close();
    const calls = book.summaries();
    const delivery = morning.delivery();
    log('Waiting for the outbox, then stopping the product...');
    await waitForOutbox(databaseUrl);
    await product.stop();
    product = undefined;
    const checks = await endChecks(databaseUrl, calls, morning.answered);
    const database = await databaseSize(databaseUrl);
    const eta = measureEtaError();
    const missed: string[] = [];
    const booking = calls.find((call) => call.call === BOOKING_CALL);
    if (booking && booking.p99 > GOALS.bookingP99Ms)
      missed.push(`booking p99 ${booking.p99.toFixed(0)} ms > ${GOALS.bookingP99Ms} ms`);
    if (delivery.p99 > GOALS.deliveryP99Ms)
      missed.push(`fix-to-watcher p99 ${delivery.p99.toFixed(0)} ms > ${GOALS.deliveryP99Ms} ms`);
    if (delivery.delivered < delivery.expected)
      missed.push(
        `${delivery.expected - delivery.delivered} of ${delivery.expected} positions never reached their watcher`,
      );
    if (morning.behind > 0) missed.push(`the load generator fell behind by ${morning.behind} arrivals`);
    if (eta.p90 > GOALS.etaP90Minutes)
      missed.push(`ETA error p90 ${eta.p90.toFixed(2)} min > ${GOALS.etaP90Minutes} min`);
    for (const check of checks) if (!check.ok) missed.push(`check failed: ${check.name}`);
    const { log: _log, ...plain } = options;
    return {
      options: plain,
      setupSeconds,
      morningSeconds,
      ridersPerSecond,
      calls,
      delivery,
      behind: morning.behind,
      knee,
      eta,
      checks,
      cpu: {
        productPerSecond: productCpuMs / 1000 / morningSeconds,
        postgresPerSecond: postgresCpu / 1000 / morningSeconds,
        productMsPerBooking: productCpuMs / Math.max(1, booking?.count ?? 0),
      },
      database,
      generatorLagP99Ms: lag.percentile(99) / 1e6,
      productLog,
      missed,
      loadAverage: loadavg(),
    };
  } finally {
    await product?.stop();
    closeSync(logFd);
    await dropPostgresDatabase(options.databaseServer, name);
  }
}

export type { Answered };
