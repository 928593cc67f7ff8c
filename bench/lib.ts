import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const ROOT = resolve(import.meta.dirname, '..');

export interface Measure {
  label: string;
  value: number;
  unit: string;
}

/** One figure of docs/speed.md: two measurements side by side and their ratio. */
export interface Figure {
  name: string;
  ours: Measure;
  baseline: Measure;
  ratio: number;
  goal: string;
  met: boolean;
  notes?: string;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs A and B in alternation (A B A B ...) after one warm-up each; returns both lists. */
export async function alternate<T>(
  rounds: number,
  a: () => Promise<T>,
  b: () => Promise<T>,
): Promise<{ a: T[]; b: T[] }> {
  await a();
  await b();
  const results = { a: [] as T[], b: [] as T[] };
  for (let round = 0; round < rounds; round++) {
    results.a.push(await a());
    results.b.push(await b());
  }
  return results;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` on a free loopback port and waits until `readyPath`
 * answers 200. Every server a bench measures runs in a process of its own, so the load
 * generator in the bench process never takes event-loop time from the server under test.
 */
export async function startServerProcess(
  script: string,
  env: (url: string) => Record<string, string>,
  readyPath: string,
  /** A file descriptor for the server's standard output (its log lines); dropped unless given. */
  stdout?: number,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_PRODUCT_NODE_ARGS passes node flags to the servers, e.g. "--cpu-prof --cpu-prof-dir=DIR".
  const nodeArgs = process.env.BENCH_PRODUCT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // BENCH_SERVER_CPUS pins the servers to those CPUs (taskset's list, e.g. "1"); run the bench
  // itself under `taskset -c 0` to keep the load generator off them (ADR 226). taskset execs the
  // server, so the child's pid is still the server's (the framework bench reads its CPU time).
  const pinned = process.env.BENCH_SERVER_CPUS ? ['taskset', '-c', process.env.BENCH_SERVER_CPUS] : [];
  const [command = 'node', ...args] = [...pinned, 'node', ...nodeArgs, '--import', 'tsx', script];
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', stdout ?? 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env(url) },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      // A server that never became ready must not outlive the bench that started it.
      child.kill('SIGKILL');
      throw new Error(`${script} did not start within 60 s`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the real product (built SPA + API) on loopback, on a fresh data folder by default. */
export function startProduct(env: Record<string, string> = {}, stdout?: number): Promise<RunningServer> {
  return startServerProcess(
    'apps/api/src/server.ts',
    (url) => ({
      APP_MODE: 'demo',
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shuttle-bench-')),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The benches measure the product's work, not its per-address ceiling on public reads.
      PUBLIC_READ_RATE_LIMIT_PER_MINUTE: '100000000',
      // Nor its per-user limits on writes: twenty riders book hundreds of rides a minute each.
      SIGNED_IN_WRITE_LIMIT_SCALE: '1000000',
      ...env,
    }),
    '/v1/health',
    stdout,
  );
}

export interface LoadResult {
  requestsPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against loopback, bounded by duration. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ duration: 3, connections: 10, ...options });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export const ratio = (ours: number, baseline: number) =>
  baseline === 0 ? Number.POSITIVE_INFINITY : ours / baseline;

/**
 * CPU time (ms) of every Postgres process on this machine so far: the server's share of a
 * booking, when the bench's database server is local (other work on the same server counts too,
 * so the figure is only meaningful on a quiet machine).
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]?.split(' ') ?? [];
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
