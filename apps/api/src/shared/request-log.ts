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
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    const logger = plainPino(reply.log);
    if (!logger) reply.log.info(fields, 'request completed');
    else if (logger.isLevelEnabled('info')) logger[pino.symbols.streamSym].write(accessLine(logger, fields));
  }
}

interface AccessFields {
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
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
 * The access line as pino writes it with the product's options: numeric level, epoch `time`, the
 * logger's bindings (pid, hostname, request id), then the fields and `msg`.
 */
function accessLine(logger: PlainPino, fields: AccessFields): string {
  return (
    `{"level":${pino.levels.values.info},"time":${Date.now()}${logger[pino.symbols.chindingsSym]},` +
    `"method":${JSON.stringify(fields.method)},"url":${JSON.stringify(fields.url)},` +
    `"statusCode":${fields.statusCode},"responseTime":${fields.responseTime},"msg":"request completed"}\n`
  );
}

/**
 * How much log text is gathered before a write, and the longest a line waits for one (ADR 212):
 * sonic-boom's largest write by default is 16 KiB, and a batch must stay below it.
 */
export const LOG_BATCH_BYTES = 15 * 1024;
export const LOG_FLUSH_MS = 200;

/**
 * Standard output written asynchronously (ADR 180): lines are queued, and written together in one
 * system call once 15 KiB have gathered or at the latest 200 ms after they were written, instead
 * of one blocking write per line that the request waits for. Under load that is one write for some
 * seventy access-log lines (ADR 184, ADR 212); a quiet server's line still shows in `tail -f`
 * within 200 ms. pino flushes what is queued when the process exits.
 *
 * The queue holds each line as bytes (sonic-boom's `buffer` mode): queued as text, every line
 * appended to the batch made sonic-boom measure the whole batch again, so a line cost more the
 * larger the batch (ADR 212). `dest` and `flushMs` are for tests; the server takes the defaults.
 */
export function asyncLogDestination({
  dest = 1,
  flushMs = LOG_FLUSH_MS,
}: {
  dest?: number;
  flushMs?: number;
} = {}): DestinationStream & {
  flush(done?: (error?: Error) => void): void;
  /** Writes what is queued, stops the timed flush and closes the destination. */
  end(done: () => void): void;
} {
  const destination = pino.destination({
    dest,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    contentMode: 'buffer',
  });
  // Writes what has gathered (an empty write on a quiet server); a write already under way is
  // left to finish, and the next tick writes what is left.
  const timedFlush = setInterval(() => destination.flush(), flushMs).unref();
  // In buffer mode sonic-boom takes bytes; its type declares text only.
  const writeBytes = destination.write.bind(destination) as unknown as (bytes: Buffer) => boolean;
  return {
    write: (line: string) => writeBytes(Buffer.from(line)),
    flush: (done) => destination.flush(done),
    end: (done) => {
      clearInterval(timedFlush);
      destination.once('close', done);
      destination.end();
    },
  };
}
