import Fastify from 'fastify';

/**
 * The framework bench's second reference: Fastify itself, with no logger, no hook and no plugin,
 * sending the same answer as the product's `/v1/version` (body and headers passed in by
 * bench/framework.bench.ts, as for the bare node:http server). It shows how much of the gap to
 * node:http is the framework's own request path and how much the product's parts
 * (docs/decisions/193-framework-floor.md).
 */
const body = process.env.BARE_BODY ?? JSON.stringify({ name: 'shuttle', version: '1.0.0' });
const headers: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  ...(JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>),
};

const app = Fastify({ keepAliveTimeout: Number(process.env.BARE_KEEP_ALIVE_MS ?? 5000) });
// The body is sent as the string it already is: no serializer runs, as in the node:http server.
app.get('/', (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
