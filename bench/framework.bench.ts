import { alternate, type Figure, load, median, ratio, startProduct, startServerProcess } from './lib.ts';

/**
 * Fastify with every plugin of the product (security headers, rate limit, OpenAPI, error
 * handler, request ids, logging) answering a static JSON route, against bare node:http doing
 * the same. Both servers run in processes of their own, started the same way, while
 * autocannon drives them from this one: neither shares an event loop with the load generator.
 */
export async function run(): Promise<Figure[]> {
  // The product's default log level, so the one access-log line per request is measured too.
  const product = await startProduct({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
  const bare = await startServerProcess('bench/bare-http-server.ts', () => ({}), '/');
  try {
    const rounds = await alternate(
      3,
      () => load({ url: `${product.url}/v1/version` }),
      () => load({ url: `${bare.url}/` }),
    );
    const ours = median(rounds.a.map((r) => r.requestsPerSecond));
    const baseline = median(rounds.b.map((r) => r.requestsPerSecond));
    const value = ratio(ours, baseline);
    return [
      {
        name: 'framework: static JSON route, requests/s',
        ours: { label: 'Fastify + all plugins', value: ours, unit: 'req/s' },
        baseline: { label: 'bare node:http', value: baseline, unit: 'req/s' },
        ratio: value,
        goal: '>= 0.85x',
        met: value >= 0.85,
      },
    ];
  } finally {
    await Promise.all([bare.stop(), product.stop()]);
  }
}
