import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/**
 * Background jobs behind one interface (docs/decisions/135-jobs-on-a-queue.md): pg-boss on
 * Postgres, so that N processes share one queue and a job runs once across them; an
 * in-process queue of the same behaviour on the embedded database, which only one process
 * can open anyway. Handlers must be idempotent: a job can run again after a crash or a retry.
 */

export interface JobContext {
  jobId: string;
  name: string;
  /** 0 on the first run, then 1, 2... on retries. */
  retry: number;
  /** A logger whose every line carries the job id and name. */
  log: FastifyBaseLogger;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<unknown>;

export interface JobOptions {
  /** How many times a failed job is tried again before it goes to the dead-letter view. */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it (with pg-boss's jitter on Postgres). */
  retryDelaySeconds?: number;
}

export interface DeadJob {
  id: string;
  name: string;
  data: unknown;
  error: string | null;
  retries: number;
  createdAt: Date;
  failedAt: Date | null;
}

export interface QueueStats {
  name: string;
  /** Jobs waiting to run (new or waiting for a retry). */
  waiting: number;
  /** Seconds since the oldest waiting job was sent; 0 when none waits. */
  oldestWaitingSeconds: number;
  running: number;
  dead: number;
}

export interface Jobs {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a queue and its handler; call before `start`. */
  define<T = unknown>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * Runs `handler` every `seconds`, once per period across every process (0 turns it off):
   * the one line a feature adds for its scheduled work.
   */
  every(name: string, seconds: number, handler: JobHandler<unknown>, options?: JobOptions): void;
  /** Queues one job; its id. */
  send<T extends object>(name: string, data: T): Promise<string>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  dead(limit?: number): Promise<DeadJob[]>;
  /** Puts a dead job back in its queue; false when no dead job has that id. */
  retry(id: string): Promise<boolean>;
  stats(): Promise<QueueStats[]>;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 5 } as const;
const JOB_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

interface Definition {
  name: string;
  handler: JobHandler<unknown>;
  retryLimit: number;
  retryDelaySeconds: number;
  everySeconds?: number;
}

function definitionOf(name: string, handler: JobHandler<never>, options: JobOptions = {}): Definition {
  if (!JOB_NAME.test(name)) throw new Error(`job name ${name} must be lowercase words joined by dots`);
  return {
    name,
    handler: handler as JobHandler<unknown>,
    retryLimit: options.retryLimit ?? DEFAULTS.retryLimit,
    retryDelaySeconds: options.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

abstract class JobsBase implements Jobs {
  abstract readonly kind: Jobs['kind'];
  protected readonly definitions = new Map<string, Definition>();
  private timers: NodeJS.Timeout[] = [];

  constructor(protected readonly log: FastifyBaseLogger) {}

  define<T = unknown>(name: string, handler: JobHandler<T>, options?: JobOptions): void {
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.definitions.set(name, definitionOf(name, handler, options));
  }

  every(name: string, seconds: number, handler: JobHandler<unknown>, options?: JobOptions): void {
    if (seconds <= 0) return;
    this.define(name, handler, options);
    (this.definitions.get(name) as Definition).everySeconds = seconds;
  }

  protected async run(definition: Definition, id: string, data: unknown, retry: number): Promise<void> {
    const log = this.log.child({ jobId: id, job: definition.name });
    log.debug({ retry }, 'job started');
    try {
      await definition.handler(data, { jobId: id, name: definition.name, retry, log });
    } catch (error) {
      log.warn({ err: error, retry }, 'job failed');
      throw error;
    }
    log.debug('job done');
  }

  /** Every process asks for the period's run; the queue keeps one per period. */
  protected startSchedules(request: (definition: Definition) => Promise<void>): void {
    for (const definition of this.definitions.values()) {
      if (!definition.everySeconds) continue;
      const tick = () =>
        void request(definition).catch((error: unknown) =>
          this.log.error({ err: error, job: definition.name }, 'could not schedule a job'),
        );
      const timer = setInterval(tick, definition.everySeconds * 1000);
      timer.unref();
      this.timers.push(timer);
      tick();
    }
  }

  protected stopSchedules(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  abstract send<T extends object>(name: string, data: T): Promise<string>;
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;
  abstract dead(limit?: number): Promise<DeadJob[]>;
  abstract retry(id: string): Promise<boolean>;
  abstract stats(): Promise<QueueStats[]>;
}

/** pg-boss 10 on the product's Postgres database, in its own `pgboss` schema. */
export class PgBossJobs extends JobsBase {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;

  constructor(databaseUrl: string, log: FastifyBaseLogger) {
    super(log);
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      max: 3,
      application_name: 'shuttle-jobs',
      // Schedules are this class's throttled sends (seconds, not cron minutes).
      schedule: false,
      // Dead jobs stay visible to operators for two weeks, finished ones for a day.
      archiveCompletedAfterSeconds: 24 * 3600,
      archiveFailedAfterSeconds: 14 * 24 * 3600,
      // How often lapsed jobs are looked for (and old ones archived).
      maintenanceIntervalSeconds: 30,
    });
    this.boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  }

  async send<T extends object>(name: string, data: T): Promise<string> {
    const definition = this.definitionNamed(name);
    const id = await this.boss.send(name, data, this.retryOptions(definition));
    if (!id) throw new Error(`job ${name} was not queued`);
    return id;
  }

  private running = false;

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      await this.ensureQueue(definition);
      await this.boss.work<unknown>(
        definition.name,
        { includeMetadata: true, pollingIntervalSeconds: Math.min(2, definition.everySeconds ?? 2) },
        async ([job]) => {
          if (job) await this.run(definition, job.id, job.data, job.retryCount);
        },
      );
    }
    this.startSchedules((definition) =>
      this.boss
        .sendThrottled(
          definition.name,
          {},
          this.retryOptions(definition),
          definition.everySeconds as number,
          definition.name,
        )
        .then(() => undefined),
    );
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopSchedules();
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000 });
  }

  async dead(limit = 100): Promise<DeadJob[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, name, data, output, retry_count, created_on, completed_on
         FROM pgboss.job WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
      [limit],
    );
    return rows.map((row: Record<string, unknown>) => ({
      id: String(row.id),
      name: String(row.name),
      data: row.data,
      error: outputMessage(row.output),
      retries: Number(row.retry_count),
      createdAt: new Date(row.created_on as string),
      failedAt: row.completed_on ? new Date(row.completed_on as string) : null,
    }));
  }

  async retry(id: string): Promise<boolean> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`SELECT name FROM pgboss.job WHERE id = $1::uuid AND state = 'failed'`, [id]);
    const name = rows[0]?.name as string | undefined;
    if (!name) return false;
    await this.boss.retry(name, id);
    return true;
  }

  async stats(): Promise<QueueStats[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry')) AS waiting,
              count(*) FILTER (WHERE state = 'active') AS running,
              count(*) FILTER (WHERE state = 'failed') AS dead,
              COALESCE(EXTRACT(EPOCH FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry'))), 0) AS age
         FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name`,
      [[...this.definitions.keys()]],
    );
    const found = new Map(rows.map((row: Record<string, unknown>) => [String(row.name), row]));
    return [...this.definitions.keys()].map((name) => {
      const row = found.get(name);
      return {
        name,
        waiting: Number(row?.waiting ?? 0),
        running: Number(row?.running ?? 0),
        dead: Number(row?.dead ?? 0),
        oldestWaitingSeconds: Number(row?.age ?? 0),
      };
    });
  }

  /**
   * Creates the queue unless another process has. Processes starting together can deadlock on
   * pg-boss's queue tables; the loser tries again and finds the queue made.
   */
  private async ensureQueue(definition: Definition): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (await this.boss.getQueue(definition.name)) return;
      try {
        await this.boss.createQueue(definition.name, {
          name: definition.name,
          // A scheduled job runs one at a time across processes.
          policy: definition.everySeconds ? 'singleton' : 'standard',
          ...this.retryOptions(definition),
        });
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  private definitionNamed(name: string): Definition {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`no job named ${name} is defined`);
    return definition;
  }

  private retryOptions(definition: Definition) {
    return {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      // A job that hangs, or whose process was killed, is failed after this long and retried.
      // A scheduled queue runs one job at a time, so a killed process's job must lapse soon:
      // four periods (at least a minute) for them, 15 minutes for the others.
      expireInSeconds: definition.everySeconds ? Math.max(60, definition.everySeconds * 4) : 15 * 60,
    };
  }
}

function outputMessage(output: unknown): string | null {
  if (output && typeof output === 'object') {
    if ('message' in output) return String(output.message);
    if ('value' in output) return outputMessage(output.value);
  }
  return output === null || output === undefined ? null : JSON.stringify(output).slice(0, 2000);
}

interface MemoryJob {
  id: string;
  definition: Definition;
  data: unknown;
  retry: number;
  createdAt: Date;
  state: 'waiting' | 'running' | 'dead';
  error: string | null;
  failedAt: Date | null;
  timer?: NodeJS.Timeout;
}

/** The most dead jobs kept in memory; older ones are dropped first. */
const MAX_DEAD = 500;

/**
 * The same queue in this process, for the embedded database (one process only, ADR 135):
 * retries with doubling delays, a scheduled job never overlapping itself, dead jobs kept
 * until the process stops.
 */
export class InProcessJobs extends JobsBase {
  readonly kind = 'in-process' as const;
  private readonly jobs = new Map<string, MemoryJob>();
  private readonly running = new Set<Promise<void>>();
  private started = false;

  async send<T extends object>(name: string, data: T): Promise<string> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`no job named ${name} is defined`);
    return this.enqueue(definition, data).id;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) if (job.state === 'waiting') this.dispatch(job, 0);
    this.startSchedules(async (definition) => {
      // One run at a time, and one waiting at most: the in-process form of pg-boss's throttle.
      const busy = [...this.jobs.values()].some(
        (job) => job.definition === definition && job.state !== 'dead',
      );
      if (!busy) this.enqueue(definition, {});
    });
  }

  async stop(): Promise<void> {
    this.started = false;
    this.stopSchedules();
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async dead(limit = 100): Promise<DeadJob[]> {
    return [...this.jobs.values()]
      .filter((job) => job.state === 'dead')
      .sort((a, b) => (b.failedAt?.getTime() ?? 0) - (a.failedAt?.getTime() ?? 0))
      .slice(0, limit)
      .map((job) => ({
        id: job.id,
        name: job.definition.name,
        data: job.data,
        error: job.error,
        retries: job.retry,
        createdAt: job.createdAt,
        failedAt: job.failedAt,
      }));
  }

  async retry(id: string): Promise<boolean> {
    const job = this.jobs.get(id);
    if (job?.state !== 'dead') return false;
    job.state = 'waiting';
    job.retry = 0;
    job.failedAt = null;
    this.dispatch(job, 0);
    return true;
  }

  async stats(): Promise<QueueStats[]> {
    const now = Date.now();
    return [...this.definitions.keys()].map((name) => {
      const mine = [...this.jobs.values()].filter((job) => job.definition.name === name);
      const waiting = mine.filter((job) => job.state === 'waiting');
      const oldest = Math.min(...waiting.map((job) => job.createdAt.getTime()));
      return {
        name,
        waiting: waiting.length,
        running: mine.filter((job) => job.state === 'running').length,
        dead: mine.filter((job) => job.state === 'dead').length,
        oldestWaitingSeconds: waiting.length > 0 ? (now - oldest) / 1000 : 0,
      };
    });
  }

  private enqueue(definition: Definition, data: unknown): MemoryJob {
    const job: MemoryJob = {
      id: randomUUID(),
      definition,
      data,
      retry: 0,
      createdAt: new Date(),
      state: 'waiting',
      error: null,
      failedAt: null,
    };
    this.jobs.set(job.id, job);
    if (this.started) this.dispatch(job, 0);
    return job;
  }

  private dispatch(job: MemoryJob, delayMs: number): void {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      if (!this.started || job.state !== 'waiting') return;
      job.state = 'running';
      const done: Promise<void> = this.run(job.definition, job.id, job.data, job.retry)
        .then(
          () => {
            this.jobs.delete(job.id);
          },
          (error: unknown) => this.failed(job, error),
        )
        .finally(() => this.running.delete(done));
      this.running.add(done);
    }, delayMs);
    job.timer.unref();
  }

  private failed(job: MemoryJob, error: unknown): void {
    job.error = errorText(error);
    const log = this.log.child({ jobId: job.id, job: job.definition.name });
    if (job.retry < job.definition.retryLimit) {
      const delayMs = job.definition.retryDelaySeconds * 1000 * 2 ** job.retry;
      job.retry += 1;
      job.state = 'waiting';
      log.info({ retry: job.retry, delayMs }, 'job will be retried');
      this.dispatch(job, delayMs);
      return;
    }
    job.state = 'dead';
    job.failedAt = new Date();
    log.error({ err: error }, 'job failed for good');
    const dead = [...this.jobs.values()].filter((other) => other.state === 'dead');
    for (const old of dead.slice(0, Math.max(0, dead.length - MAX_DEAD))) this.jobs.delete(old.id);
  }
}

/** pg-boss with a Postgres database, the in-process queue on the embedded one. */
export function createJobs(databaseUrl: string | undefined, log: FastifyBaseLogger): Jobs {
  return databaseUrl ? new PgBossJobs(databaseUrl, log) : new InProcessJobs(log);
}
