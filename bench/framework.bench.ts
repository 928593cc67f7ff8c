import { createServer } from 'node:http';
import { alternate, type Figure, freePort, load, median, ratio, startProduct } from './lib.ts';

/**
 * Fastify with every plugin of the product (security headers, rate limit, OpenAPI, error
 * handler, request ids) answering a static JSON route, against bare node:http doing the same.
 */
export async function run(): Promise<Figure[]> {
  const product = await startProduct();
  const port = await freePort();
  const body = JSON.stringify({ name: 'shuttle', version: '1.0.0' });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((done) => bare.listen(port, '127.0.0.1', done));
  try {
    const rounds = await alternate(
      3,
      () => load({ url: `${product.url}/v1/version` }),
      () => load({ url: `http://127.0.0.1:${port}/` }),
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
    bare.close();
    await product.stop();
  }
}
