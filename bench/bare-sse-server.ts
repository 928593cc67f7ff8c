import { createServer, type ServerResponse } from 'node:http';

/**
 * The live-tracking bench's baseline: bare node:http doing the same fan-out as the product's
 * live stream, with nothing else: `GET /live` opens an event stream, `POST /publish` writes one
 * position frame to every open stream (bench/live-tracking.bench.ts).
 */
const watchers = new Set<ServerResponse>();
let sequence = 0;

const server = createServer((request, response) => {
  if (request.url === '/health') {
    response.end('ok');
    return;
  }
  if (request.url === '/live') {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write('retry: 3000\n\n');
    watchers.add(response);
    response.once('close', () => watchers.delete(response));
    return;
  }
  if (request.url === '/publish' && request.method === 'POST') {
    request.resume();
    request.once('end', () => {
      sequence += 1;
      const frame = `id: ${sequence}\nevent: position\ndata: ${JSON.stringify({ lat: 6.6, lon: 3.35, at: Date.now() })}\n\n`;
      for (const watcher of watchers) watcher.write(frame);
      response.end();
    });
    return;
  }
  response.statusCode = 404;
  response.end();
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const watcher of watchers) watcher.end();
  server.close(() => process.exit(0));
});
