import { writeSync } from 'node:fs';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * One access-log line per request, written when the answer is sent, instead of Fastify's two
 * ("incoming request" and "request completed", each serialising the request). The line keeps
 * what an operator reads: request id (from the child logger), method, address, status and time
 * (docs/decisions/008-one-request-log-line.md). It is the line pino would write, put together by
 * hand: every request pays for it, and pino's general path (merging, the mixin, redaction) cost
 * a fifth of the request's CPU for four known fields (ADR 203).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const logger = plainPino(reply.log);
    if (!logger) reply.log.info(accessFields(request, reply), 'request completed');
    else if (logger.isLevelEnabled('info'))
      logger[pino.symbols.streamSym].write(accessLine(logger, request, reply));
  }
}

/** A pino logger with the internals the hand-made line reads: its bindings text and destination. */
type PlainPino = Logger & {
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.streamSym]: DestinationStream;
};

function plainPino(log: FastifyBaseLogger): PlainPino | undefined {
  const logger = log as Partial<PlainPino>;
  return typeof logger[pino.symbols.chindingsSym] === 'string' &&
    typeof logger[pino.symbols.streamSym]?.write === 'function' &&
    typeof logger.isLevelEnabled === 'function'
    ? (logger as PlainPino)
    : undefined;
}

/**
 * The time to the answer in milliseconds, to the microsecond (ADR 214): the clock's further
 * digits say nothing an operator uses, and writing a double's every digit is a quarter of the
 * line's cost.
 */
function responseTime(reply: FastifyReply): number {
  return Math.round(reply.elapsedTime * 1000) / 1000;
}

function accessFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    url: request.url,
    statusCode: reply.statusCode,
    responseTime: responseTime(reply),
  };
}

const INFO = pino.levels.values.info;

/**
 * The access line as pino writes it with the product's options: numeric level, epoch `time`, the
 * logger's bindings (pid, hostname, request id), then the fields and `msg`.
 */
function accessLine(logger: PlainPino, request: FastifyRequest, reply: FastifyReply): string {
  return (
    `{"level":${INFO},"time":${Date.now()}${logger[pino.symbols.chindingsSym]},` +
    `"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},` +
    `"statusCode":${reply.statusCode},"responseTime":${responseTime(reply)},"msg":"request completed"}\n`
  );
}

/**
 * How much log text is gathered before a write, and the longest a line waits for one (ADR 212,
 * ADR 214). Larger batches measured slower: a batch that stays within the CPU's first-level
 * cache is filled faster than one that does not.
 */
export const LOG_BATCH_BYTES = 15 * 1024;
export const LOG_FLUSH_MS = 200;

/** Batch buffers kept for reuse once written; more than this in flight are left to the GC. */
const REUSED_BATCHES = 4;

/** The asynchronous destination; `flushSync` is what pino calls after a `fatal` line. */
export interface AsyncLogDestination extends DestinationStream {
  flush(done?: (error?: Error) => void): void;
  flushSync(): void;
  /** Writes what is queued, stops the timed flush and closes the destination. */
  end(done: () => void): void;
}

/**
 * Standard output written asynchronously (ADR 180): lines gather in a batch, written once the
 * next line would not fit in it or at the latest 200 ms after a line came, instead of one
 * blocking write per line that the request waits for. Under load that is one write for some
 * sixty access lines; a quiet server's line still shows in `tail -f` within 200 ms.
 *
 * Each line is encoded straight into the batch's bytes: no buffer per line and no list of them
 * to walk and join, and a batch's buffer is filled again once it has been written (ADR 214).
 * sonic-boom, pino's own destination, does the writing: a batch handed over while another is
 * being written waits behind it, and both are flushed when the process exits. `dest` and
 * `flushMs` are for tests; the server takes the defaults.
 */
export function asyncLogDestination({
  dest = 1,
  flushMs = LOG_FLUSH_MS,
}: {
  dest?: number;
  flushMs?: number;
} = {}): AsyncLogDestination {
  const writer = pino.destination({ dest, sync: false, contentMode: 'buffer' });
  // In buffer mode sonic-boom takes bytes; its type declares text only.
  const writeBytes = writer.write.bind(writer) as unknown as (bytes: Buffer) => boolean;
  // A fresh buffer for every batch cost more than filling it (ADR 214): a written batch's buffer
  // is filled again. A buffer is free once the bytes written reach its batch's end.
  const inFlight: { buffer: Buffer; end: number }[] = [];
  const free: Buffer[] = [];
  let handed = 0;
  let written = 0;
  writer.on('write', (bytes: number) => {
    written += bytes;
    for (let oldest = inFlight[0]; oldest && oldest.end <= written; oldest = inFlight[0]) {
      inFlight.shift();
      free.push(oldest.buffer);
    }
  });
  // Every byte handed to the writer is counted, so that a batch's end can be told from `written`.
  const handBytes = (bytes: Buffer) => {
    handed += bytes.length;
    return writeBytes(bytes);
  };
  let batch: Buffer = Buffer.allocUnsafeSlow(LOG_BATCH_BYTES);
  let used = 0;
  const handOver = () => {
    if (used === 0) return;
    handBytes(batch.subarray(0, used));
    if (inFlight.length < REUSED_BATCHES) inFlight.push({ buffer: batch, end: handed });
    batch = free.pop() ?? Buffer.allocUnsafeSlow(LOG_BATCH_BYTES);
    used = 0;
  };
  const timedFlush = setInterval(handOver, flushMs).unref();
  // Registered after the writer's own exit flush (pino.destination's), so the batch in hand,
  // which is newer than anything queued there, is written last.
  const writeBatchOnExit = () => {
    try {
      if (used > 0) writeSync(dest, batch, 0, used);
    } catch {
      // Standard output is gone (a closed pipe): the exit goes on as it was, without the lines.
    }
  };
  process.once('exit', writeBatchOnExit);
  return {
    write(line: string) {
      // A UTF-16 unit takes at most three bytes in UTF-8: only a line that might not fit is
      // measured exactly.
      if (used + line.length * 3 > LOG_BATCH_BYTES) {
        const bytes = Buffer.byteLength(line);
        if (used + bytes > LOG_BATCH_BYTES) handOver();
        if (bytes > LOG_BATCH_BYTES) return handBytes(Buffer.from(line));
      }
      used += batch.write(line, used);
      return true;
    },
    flush(done) {
      handOver();
      writer.flush(done);
    },
    flushSync() {
      handOver();
      writer.flushSync();
    },
    end(done) {
      clearInterval(timedFlush);
      process.off('exit', writeBatchOnExit);
      handOver();
      writer.once('close', done);
      writer.end();
    },
  };
}
