import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestIdMixin, withRequestId } from './request-log.ts';

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
