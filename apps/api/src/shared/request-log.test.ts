import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog, requestIdMixin, withRequestId } from './request-log.ts';

function collectLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  return { lines, stream };
}

/** ADR 008 and ADR 203: one line per answered request, the very line pino would write. */
describe('the access line', () => {
  async function answer(level: 'info' | 'warn', url: string) {
    const { lines, stream } = collectLines();
    const app = Fastify({
      logger: { level, stream, mixin: requestIdMixin },
      logController: new OneLineRequestLog(),
    });
    app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
    app.get('/quote/:what', async (request, reply) => {
      // The same fields through pino's own path, for comparison.
      request.log.info(
        { method: 'GET', url: request.url, statusCode: 201, responseTime: 1.5 },
        'request completed',
      );
      return reply.status(201).send({ ok: true });
    });
    await app.ready();
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    return { lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>), response };
  }

  it('has the keys, order and values of the line pino writes for the same fields', async () => {
    const { lines, response } = await answer('info', '/quote/%22a%22?b="c\\d"');
    expect(response.statusCode).toBe(201);
    expect(lines).toHaveLength(2);
    const [byPino, byHand] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(byHand)).toEqual(Object.keys(byPino));
    expect(Object.keys(byHand)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'method',
      'url',
      'statusCode',
      'responseTime',
      'msg',
    ]);
    expect(byHand).toMatchObject({
      level: 30,
      reqId: byPino.reqId,
      method: 'GET',
      url: byPino.url,
      statusCode: 201,
      msg: 'request completed',
    });
    // A backslash in the address is escaped in the line, as pino escapes it.
    expect(byHand.url).toContain('\\');
    expect(byHand.responseTime).toBeTypeOf('number');
    expect(Math.abs((byHand.time as number) - (byPino.time as number))).toBeLessThan(5000);
  });

  it('is not written at warn', async () => {
    const { lines, response } = await answer('warn', '/quote/x');
    expect(response.statusCode).toBe(201);
    expect(lines).toEqual([]);
  });
});

/** ADR 138: every line written while a request runs carries its id, whichever logger wrote it. */
describe('request ids in log lines', () => {
  it('adds the request id to lines of the app logger, and keeps one on the request logger', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, mixin: requestIdMixin },
      disableRequestLogging: true,
    });
    app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done));
    // A service logs through the app's logger, not the request's.
    const service = { work: async () => app.log.info('service line') };
    app.get('/work', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await service.work();
      request.log.info('route line');
      return { ok: true };
    });
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/work' });
    expect(answer.statusCode).toBe(200);
    app.log.info('outside any request');
    await app.close();
    const parsed = lines.map((line) => ({ raw: line, json: JSON.parse(line) as Record<string, unknown> }));
    const fromService = parsed.find((line) => line.json.msg === 'service line');
    const route = parsed.find((line) => line.json.msg === 'route line');
    expect(fromService?.json.reqId).toBeTypeOf('string');
    expect(route?.json.reqId).toBe(fromService?.json.reqId);
    expect(route?.raw.match(/"reqId"/g)).toHaveLength(1);
    expect(parsed.find((line) => line.json.msg === 'outside any request')?.json.reqId).toBeUndefined();
  });
});
