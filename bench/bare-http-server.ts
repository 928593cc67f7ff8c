import { createServer } from 'node:http';

/**
 * The framework bench's baseline: bare node:http answering the same JSON as `/v1/version`,
 * run in a process of its own like the product (bench/framework.bench.ts).
 */
const body = JSON.stringify({ name: 'shuttle', version: '1.0.0' });

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
