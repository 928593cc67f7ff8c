import { execFileSync } from 'node:child_process';
import { fstatSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { asyncLogDestination, LOG_BATCH_BYTES, OneLineRequestLog, serializeRequest } from './request-log.ts';

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

/** ADR 008 and ADR 242: one line per answered request, written by pino. */
describe('the access line', () => {
  async function answer(level: 'info' | 'warn', url: string) {
    const { lines, stream } = collectLines();
    const app = Fastify({
      logger: { level, stream },
      logController: new OneLineRequestLog(),
    });
    app.get('/quote/:what', async (_request, reply) => reply.status(201).send({ ok: true }));
    await app.ready();
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    return { lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>), response };
  }

  it('is one line with the request id, method, address, status and time', async () => {
    const url = '/quote/%22a%22?b=%22c%5Cd%22';
    const { lines, response } = await answer('info', url);
    expect(response.statusCode).toBe(201);
    expect(lines).toHaveLength(1);
    const [line] = lines as [Record<string, unknown>];
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      url,
      statusCode: 201,
      msg: 'request completed',
    });
    expect(line.reqId).toEqual(expect.any(String));
    // Milliseconds to the microsecond.
    expect(String(line.responseTime)).toMatch(/^\d+(\.\d{1,3})?$/);
  });

  it('masks a secret in the address (ADR 285)', async () => {
    const { lines } = await answer('info', '/quote/x?token=q8Zr2Lk0VbN4xWm7&n=1');
    expect(lines).toMatchObject([{ url: '/quote/x?token=[masked]&n=1', msg: 'request completed' }]);
  });

  it('is not written at warn', async () => {
    const { lines, response } = await answer('warn', '/quote/x');
    expect(response.statusCode).toBe(201);
    expect(lines).toEqual([]);
  });
});

/** ADR 285: Fastify's own lines about a request carry its address masked, as the access line does. */
describe('the error lines', () => {
  const SECRET = 'q8Zr2Lk0VbN4xWm7Yc1Pd5Hs9Tf3Ju6E';

  async function answer(url: string) {
    const { lines, stream } = collectLines();
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { req: serializeRequest } },
      logController: new OneLineRequestLog(),
    });
    app.get('/set-password/:token', async () => {
      throw new Error('the store is down');
    });
    app.get('/password/:token', (_request, reply) => {
      // The connection fails while the answer streams: Fastify reports the request as errored.
      const body = new PassThrough();
      reply.send(body);
      reply.raw.emit('error', new Error('socket hang up'));
      body.end('{}');
    });
    await app.ready();
    // A failed connection fails the injected request too: its lines are what is looked at.
    const response = await app.inject({ method: 'GET', url }).catch(() => undefined);
    await app.close();
    return { lines, response };
  }

  it('masks the address of a request that failed on our side, in the request Fastify logs with it', async () => {
    const { lines, response } = await answer(`/set-password/${SECRET}`);
    expect(response?.statusCode).toBe(500);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toContainEqual(
      expect.objectContaining({ level: 50, req: expect.objectContaining({ url: '/set-password/[masked]' }) }),
    );
    expect(parsed).toContainEqual(
      expect.objectContaining({ url: '/set-password/[masked]', statusCode: 500 }),
    );
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('masks the address of a request whose answer failed, on its error line', async () => {
    const { lines } = await answer(`/password/${SECRET}`);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'request errored',
        method: 'GET',
        url: '/password/[masked]',
        err: expect.objectContaining({ message: 'socket hang up' }),
      }),
    );
    expect(lines.join('\n')).not.toContain(SECRET);
  });
});

/** ADR 180 and ADR 242: lines gather in pino's destination and go out in few writes. */
describe('the asynchronous log destination', () => {
  it('writes nothing until a batch has gathered, then every line whole and in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shuttle-log-')), 'out.log');
    const fd = openSync(file, 'w');
    // No timed flush during the test: only a full batch or an explicit flush writes.
    const destination = asyncLogDestination({ dest: fd, flushMs: 60_000 });
    // Multibyte text: a batch is counted in bytes, not characters.
    const line = (n: number) => `{"n":${n},"msg":"₦1,500 to Ikeja — ✓"}\n`;
    const lines: string[] = [];
    for (let bytes = 0; bytes < LOG_BATCH_BYTES / 2; bytes += Buffer.byteLength(lines.at(-1) ?? '')) {
      lines.push(line(lines.length));
    }
    for (const text of lines) destination.write(text);
    await new Promise((done) => setTimeout(done, 50));
    expect(statSync(file).size).toBe(0);

    // Enough to fill a batch: written without a flush.
    while (lines.join('').length < LOG_BATCH_BYTES * 2) {
      lines.push(line(lines.length));
      destination.write(lines.at(-1) ?? '');
    }
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(0));
    await vi.waitFor(async () => {
      await new Promise<void>((done) => destination.flush(() => done()));
      expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
    });
    // Stops the timed flush and closes the file: nothing of this test outlives it.
    await new Promise<void>((done) => destination.end(done));
    expect(() => fstatSync(fd)).toThrow(/EBADF/);
  });

  it('writes what a quiet server gathered within the flush interval', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shuttle-log-')), 'out.log');
    const destination = asyncLogDestination({ dest: openSync(file, 'w'), flushMs: 5 });
    destination.write('{"n":1}\n');
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n'));
    await new Promise<void>((done) => destination.end(done));
  });

  it('writes the lines in hand when the process exits without a flush', () => {
    const folder = mkdtempSync(join(tmpdir(), 'shuttle-log-'));
    const file = join(folder, 'out.log');
    const script = join(folder, 'exit.ts');
    writeFileSync(
      script,
      `import { openSync } from 'node:fs';
      import { asyncLogDestination } from ${JSON.stringify(new URL('./request-log.ts', import.meta.url).href)};
      const destination = asyncLogDestination({ dest: openSync(${JSON.stringify(file)}, 'w') });
      destination.write('{"n":1}\\n');
      destination.write('{"n":2}\\n');
      process.exit(0);`,
    );
    execFileSync(process.execPath, ['--import', 'tsx', script]);
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
  });
});
