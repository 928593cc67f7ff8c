import { execFileSync } from 'node:child_process';
import { fstatSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { asyncLogDestination, LOG_BATCH_BYTES, OneLineRequestLog } from './request-log.ts';

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
      logger: { level, stream },
      logController: new OneLineRequestLog(),
    });
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
    // Milliseconds to the microsecond (ADR 214).
    expect(String(byHand.responseTime)).toMatch(/^\d+(\.\d{1,3})?$/);
    expect(Math.abs((byHand.time as number) - (byPino.time as number))).toBeLessThan(5000);
  });

  it('is not written at warn', async () => {
    const { lines, response } = await answer('warn', '/quote/x');
    expect(response.statusCode).toBe(201);
    expect(lines).toEqual([]);
  });
});

/** ADR 180, ADR 184, ADR 212, ADR 214: lines are encoded into batches, one write each. */
describe('the asynchronous log destination', () => {
  it('writes nothing until a batch is full, then every line whole and in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shuttle-log-')), 'out.log');
    const fd = openSync(file, 'w');
    // No timed flush during the test: only a full batch or an explicit flush writes.
    const destination = asyncLogDestination({ dest: fd, flushMs: 60_000 });
    // Multibyte text: a batch is counted in bytes, not characters.
    const line = (n: number) => `{"n":${n},"msg":"₦1,500 to Ikeja — ✓"}\n`;
    const lines: string[] = [];
    let bytes = 0;
    while (bytes + Buffer.byteLength(line(lines.length)) <= LOG_BATCH_BYTES) {
      lines.push(line(lines.length));
      bytes += Buffer.byteLength(lines.at(-1) ?? '');
    }
    for (const text of lines) destination.write(text);
    await new Promise((done) => setTimeout(done, 50));
    expect(statSync(file).size).toBe(0);

    // One more line would not fit: the batch, and only it, is written without a flush.
    const batch = lines.join('');
    lines.push(line(lines.length));
    destination.write(lines.at(-1) ?? '');
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toBe(batch));

    // A line longer than a whole batch is written by itself, after what came before it.
    lines.push(`{"note":"${'long '.repeat(LOG_BATCH_BYTES / 4)}"}\n`);
    destination.write(lines.at(-1) ?? '');
    lines.push(line(lines.length));
    destination.write(lines.at(-1) ?? '');
    // A flush while a batch is still being written leaves later lines to the next flush (the
    // server flushes every 200 ms), so the test flushes until all has arrived.
    await vi.waitFor(async () => {
      await new Promise<void>((done) => destination.flush(() => done()));
      expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
    });
    // Stops the timed flush and closes the file: nothing of this test outlives it.
    await new Promise<void>((done) => destination.end(done));
    expect(() => fstatSync(fd)).toThrow(/EBADF/);
  });

  it('fills written batches again without losing or mixing a line', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shuttle-log-')), 'out.log');
    const destination = asyncLogDestination({ dest: openSync(file, 'w'), flushMs: 5 });
    const lines = Array.from({ length: 4000 }, (_, n) => `{"n":${n},"msg":"line ${n} of a busy hour"}\n`);
    // Some twelve batches, written across many turns of the event loop, so that batches handed
    // over earlier are written, and their buffers filled again, while later lines arrive.
    for (const [n, text] of lines.entries()) {
      destination.write(text);
      if (n % 50 === 0) await new Promise((done) => setImmediate(done));
    }
    await vi.waitFor(async () => {
      await new Promise<void>((done) => destination.flush(() => done()));
      expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
    });
    await new Promise<void>((done) => destination.end(done));
  });

  it('writes the batch in hand when the process exits without a flush', () => {
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
