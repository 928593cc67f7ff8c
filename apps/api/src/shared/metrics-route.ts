import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a caller may read the metrics (ADR 138): a loopback caller that no proxy forwarded
 * (a proxy on the same machine would make every visitor look local), or one with the
 * METRICS_TOKEN bearer token. The socket's own address is read, never X-Forwarded-For.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const headers = request.headers;
  const proxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  if (!proxied && LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  if (!token) return false;
  const given = Buffer.from(headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus text. With METRICS_PORT set the server serves it on that port
 * instead, and the public port has no such route.
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config, metrics: Metrics): void {
  if (config.METRICS_PORT) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    // Anyone else learns nothing: the same 404 as an unknown address.
    if (!mayReadMetrics(request, config.METRICS_TOKEN)) {
      return reply.status(404).send({ message: 'There is nothing at this address.', code: 'NOT_FOUND' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
