import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Upper bounds of the request duration buckets, in seconds (ADR 138). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the metrics read at scrape time, from parts built after the registry. */
export interface MetricSources {
  pool?: () => { total: number; idle: number; waiting: number; max: number } | undefined;
  queues?: () => Promise<{ name: string; waiting: number; oldestWaitingSeconds: number; dead: number }[]>;
  outboxLagSeconds?: () => Promise<number>;
}

/**
 * The Prometheus metrics of one API process (docs/decisions/138-metrics-and-request-logs.md),
 * in a registry of its own (tests build several apps in one process). `/metrics` serves it.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly sources: MetricSources = {};
  private readonly requestDurations: Histogram<'method' | 'route' | 'status'>;
  private readonly streams: Gauge;
  private readonly streamsOpened: Counter;
  private readonly fixesDropped: Counter;

  constructor(options: { processMetrics: boolean }) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
    this.requestDurations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (never the raw address) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.streams = new Gauge({
      name: 'sse_connections',
      help: 'Live event streams open on this process',
      registers,
    });
    this.streamsOpened = new Counter({
      name: 'sse_connections_opened_total',
      help: 'Live event streams opened since the process started',
      registers,
    });
    this.fixesDropped = new Counter({
      name: 'tracking_fixes_dropped_total',
      help: 'Vehicle positions dropped on arrival, by reason (too_fast: an impossible jump)',
      labelNames: ['source', 'reason'],
      registers,
    });
    const sources = this.sources;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (Postgres only)',
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.pool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'waiting_clients' }, pool.waiting);
        this.set({ state: 'max' }, pool.max);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting to run, by queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        for (const queue of (await sources.queues?.()) ?? []) this.set({ queue: queue.name }, queue.waiting);
      },
    });
    new Gauge({
      name: 'job_queue_oldest_waiting_seconds',
      help: 'Age of the oldest waiting job, by queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        for (const queue of (await sources.queues?.()) ?? []) {
          this.set({ queue: queue.name }, queue.oldestWaitingSeconds);
        }
      },
    });
    new Gauge({
      name: 'job_queue_dead',
      help: 'Jobs that failed every retry, by queue',
      labelNames: ['queue'],
      registers,
      async collect() {
        for (const queue of (await sources.queues?.()) ?? []) this.set({ queue: queue.name }, queue.dead);
      },
    });
    new Gauge({
      name: 'outbox_lag_seconds',
      help: 'Age of the oldest email not sent yet; 0 when the outbox is empty',
      registers,
      async collect() {
        this.set((await sources.outboxLagSeconds?.()) ?? 0);
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestDurations.observe({ method, route, status: String(status) }, seconds);
  }

  /** Call when a live stream (SSE) opens; pair with `streamClosed`. */
  streamOpened(): void {
    this.streams.inc();
    this.streamsOpened.inc();
  }

  streamClosed(): void {
    this.streams.dec();
  }

  /** Call for each position dropped before it was stored (ADR 230). */
  fixesDroppedBy(source: 'tracker' | 'driver', reason: 'too_fast', count = 1): void {
    if (count > 0) this.fixesDropped.inc({ source, reason }, count);
  }
}
