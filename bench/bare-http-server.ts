import { createServer } from 'node:http';

/**
 * The framework bench's baseline: bare node:http sending the same answer as the product's
 * `/v1/version` — the body and every header the product sets (security headers, a request id of
 * the same length), with the same keep-alive timeout — so that both write as many bytes per
 * request (bench/framework.bench.ts passes them in). Run in a process of its own like the product.
 */
const body = process.env.BARE_BODY ?? JSON.stringify({ name: 'shuttle', version: '1.0.0' });
const headers: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  ...(JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>),
  // Framed by its length as the product's answer is: without it node:http would send this one
  // chunked, a few bytes more and a slower path through its writes.
  'content-length': String(Buffer.byteLength(body)),
};

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.keepAliveTimeout = Number(process.env.BARE_KEEP_ALIVE_MS ?? 5000);
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
