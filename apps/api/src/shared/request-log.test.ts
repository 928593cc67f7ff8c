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

  it('is not written at warn', async () => {
    const { lines, response } = await answer('warn', '/quote/x');
    expect(response.statusCode).toBe(201);
    expect(lines).toEqual([]);
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
