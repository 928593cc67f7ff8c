import { readFileSync } from 'node:fs';
import {
  type Figure,
  type LoadResult,
  load,
  median,
  type RunningServer,
  ratio,
  startProduct,
  startServerProcess,
} from './lib.ts';

/** Headers node:http writes by itself; every other header of the product's answer is copied. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Fastify with every plugin of the product (security headers, rate limit, OpenAPI, error
 * handler, request ids, metrics, logging) answering a static JSON route, at the production
 * default `info` (one access-log line per request) and at `warn` (none), against bare node:http
 * sending the very same answer: the product's body and headers, byte for byte in size, framed by
 * its length as the product's is, and the same keep-alive timeout (ADR 184, ADR 218). All three servers run in processes of their own, started
 * the same way, while autocannon drives them in turn from this one: none shares an event loop
 * with the load generator. Beside requests per second, each server's CPU time per request
 * (from /proc) is printed: on a shared machine it moves far less than requests per second.
 * Fastify alone, with nothing of the product, is measured beside them: the floor no change to
 * the product's own parts can pass (ADR 193). A second bare node:http process, the same in every
 * way, is measured against the first: the error bar of the run (ADR 226).
 */
export async function run(): Promise<Figure[]> {
  const info = await startProduct({ LOG_LEVEL: 'info' });
  let warn: RunningServer | undefined;
  let bare: RunningServer | undefined;
  let fastify: RunningServer | undefined;
  let bareTwin: RunningServer | undefined;
  try {
    warn = await startProduct({ LOG_LEVEL: 'warn' });
    const sample = await fetch(`${info.url}/v1/version`);
    const body = await sample.text();
    const headers: Record<string, string> = {};
    for (const [name, value] of sample.headers) if (!WRITTEN_BY_NODE.has(name)) headers[name] = value;
    const keepAlive = Number(/timeout=(\d+)/.exec(sample.headers.get('keep-alive') ?? '')?.[1] ?? 5);
    // The reference servers send the product's answer: its body, headers and keep-alive timeout.
    const answerEnv = () => ({
      BARE_BODY: body,
      BARE_HEADERS: JSON.stringify(headers),
      BARE_KEEP_ALIVE_MS: String(keepAlive * 1000),
    });
    bare = await startServerProcess('bench/bare-http-server.ts', answerEnv, '/');
    // A second bare process, the same in every way: how far two identical processes part on this
    // machine is the error bar of every ratio of the run (ADR 226).
    bareTwin = await startServerProcess('bench/bare-http-server.ts', answerEnv, '/');
    fastify = await startServerProcess('bench/bare-fastify-server.ts', answerEnv, '/');
    const servers = { info, warn, bare, fastify, bareTwin };
    const paths = { info: '/v1/version', warn: '/v1/version', bare: '/', fastify: '/', bareTwin: '/' };
    const productAnswer = await answerShape(`${info.url}${paths.info}`);
    for (const name of ['bare', 'fastify', 'bareTwin'] as const) {
      const answer = await answerShape(`${servers[name].url}${paths[name]}`);
      if (answer !== productAnswer)
        throw new Error(`${name} does not send the product's answer:\n${answer}\nagainst\n${productAnswer}`);
    }
    const results: Record<keyof typeof servers, Measured[]> = {
      info: [],
      warn: [],
      bare: [],
      fastify: [],
      bareTwin: [],
    };
    // One warm-up each, then 3 rounds: info, warn, bare, Fastify alone, the bare twin, info...
    for (let round = 0; round <= 3; round++) {
      for (const name of ['info', 'warn', 'bare', 'fastify', 'bareTwin'] as const) {
        const measured = await measure(servers[name], paths[name]);
        if (round > 0) results[name].push(measured);
      }
    }
    const rps = (name: keyof typeof servers) => median(results[name].map((r) => r.requestsPerSecond));
    const cpu = (name: keyof typeof servers) => median(results[name].map((r) => r.cpuMicrosPerRequest));
    const notes = (name: 'info' | 'warn') =>
      `CPU per request (median): ${cpu(name).toFixed(0)} µs against ${cpu('bare').toFixed(0)} µs bare, ` +
      `${ratio(cpu('bare'), cpu(name)).toFixed(2)}x; rounds ${results[name]
        .map((r) => r.requestsPerSecond.toFixed(0))
        .join(', ')} against ${results.bare.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')} req/s`;
    const figure = (name: 'info' | 'warn'): Figure => {
      const value = ratio(rps(name), rps('bare'));
      return {
        name: `framework: static JSON route, requests/s, LOG_LEVEL=${name}`,
        ours: { label: `Fastify + all plugins (${name})`, value: rps(name), unit: 'req/s' },
        baseline: { label: 'bare node:http, same answer', value: rps('bare'), unit: 'req/s' },
        ratio: value,
        // Information, not a goal: the framework's share of a request no rider feels is not
        // tuned through a library's internals (ADR 242); user-facing figures keep their goals.
        goal: 'reported',
        met: true,
        notes: notes(name),
      };
    };
    const floor = ratio(rps('fastify'), rps('bare'));
    return [
      figure('info'),
      figure('warn'),
      {
        name: 'framework floor: Fastify alone (no logger, hook or plugin), same answer, requests/s',
        ours: { label: 'Fastify alone', value: rps('fastify'), unit: 'req/s' },
        baseline: { label: 'bare node:http, same answer', value: rps('bare'), unit: 'req/s' },
        ratio: floor,
        goal: 'reported',
        met: true,
        notes:
          `CPU per request (median): ${cpu('fastify').toFixed(0)} µs against ${cpu('bare').toFixed(0)} µs bare, ` +
          `${ratio(cpu('bare'), cpu('fastify')).toFixed(2)}x: what no change to the product's own parts can pass (ADR 193)`,
      },
      {
        name: 'framework noise: a second bare node:http process against the first, requests/s',
        ours: { label: 'bare node:http, second process', value: rps('bareTwin'), unit: 'req/s' },
        baseline: { label: 'bare node:http, same answer', value: rps('bare'), unit: 'req/s' },
        ratio: ratio(rps('bareTwin'), rps('bare')),
        goal: 'reported',
        met: true,
        notes:
          `CPU per request (median): ${cpu('bareTwin').toFixed(0)} µs against ${cpu('bare').toFixed(0)} µs: ` +
          'identical servers; how far this is from 1.00x is how far any ratio above can move for reasons ' +
          'that are not the code (ADR 226)',
      },
    ];
  } finally {
    await Promise.all([bareTwin?.stop(), fastify?.stop(), bare?.stop(), warn?.stop(), info.stop()]);
  }
}

/**
 * What a fair comparison needs alike in two answers: the body, the names of the headers and how
 * the body is framed (the length, or chunks). Date and request id differ in value only.
 */
async function answerShape(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  return JSON.stringify({
    status: response.status,
    body,
    headers: [...response.headers.keys()].sort(),
    contentLength: response.headers.get('content-length'),
    transferEncoding: response.headers.get('transfer-encoding'),
  });
}

interface Measured extends LoadResult {
  /** The server process's user + system CPU time over the round, per request answered. */
  cpuMicrosPerRequest: number;
}

async function measure(server: RunningServer, path: string): Promise<Measured> {
  const before = cpuMicros(server);
  const result = await load({ url: `${server.url}${path}` });
  const after = cpuMicros(server);
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${server.url}${path}: errors during the run`);
  return { ...result, cpuMicrosPerRequest: (after - before) / Math.max(1, result.requests) };
}

/** User + system CPU time of a server process so far, in µs (Linux /proc; NaN elsewhere). */
function cpuMicros(server: RunningServer): number {
  try {
    const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}
