import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { maskedUrl } from './masked-url.ts';

/**
 * One access-log line per request, written when the answer is sent, instead of Fastify's two
 * ("incoming request" and "request completed", each serialising the request). The line keeps
 * what an operator reads: request id (from the child logger), method, address, status and time
 * (docs/decisions/008-one-request-log-line.md), written through pino's own API (ADR 242). Every
 * line about a request carries its address masked (`maskedUrl`, ADR 285): a tracker's device id
 * or an emailed link's token never reaches the log.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = {
      method: request.method,
      url: maskedUrl(request.url),
      statusCode: reply.statusCode,
      // Milliseconds to the microsecond: further digits say nothing an operator uses.
      responseTime: Math.round(reply.elapsedTime * 1000) / 1000,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/**
 * pino's serializer for `req`, the request Fastify's own error lines carry (a 5xx the error
 * handler did not answer, a failed header write): Fastify's fields, the address masked (ADR 285).
 * Takes the Fastify request or Node's.
 */
export function serializeRequest(request: {
  method?: string | undefined;
  url?: string | undefined;
  host?: string | undefined;
  ip?: string | undefined;
  headers?: { host?: string | undefined };
  socket?: { remoteAddress?: string | undefined; remotePort?: number | undefined } | null;
}) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : maskedUrl(request.url),
    host: request.host ?? request.headers?.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/** How much log text is gathered before a write, and the longest a line waits for one (ADR 212). */
export const LOG_BATCH_BYTES = 15 * 1024;
export const LOG_FLUSH_MS = 200;

/** The asynchronous destination; `flushSync` is what pino calls after a `fatal` line. */
export interface AsyncLogDestination extends DestinationStream {
  flush(done?: (error?: Error) => void): void;
  flushSync(): void;
  /** Writes what is queued, stops the timed flush and closes the destination. */
  end(done: () => void): void;
}

/**
 * Standard output written asynchronously (ADR 180) by sonic-boom, pino's own destination: lines
 * gather until `LOG_BATCH_BYTES` are waiting, then go out in one write, instead of one blocking
 * write per line that the request waits for; a timer writes what a quiet server gathered within
 * `LOG_FLUSH_MS`, so a line still shows in `tail -f` at once. pino writes what is left when the
 * process exits. `dest` and `flushMs` are for tests; the server takes the defaults.
 */
export function asyncLogDestination({
  dest = 1,
  flushMs = LOG_FLUSH_MS,
}: {
  dest?: number;
  flushMs?: number;
} = {}): AsyncLogDestination {
  const stream = pino.destination({ dest, sync: false, minLength: LOG_BATCH_BYTES });
  // With a callback, a flush of a closed stream reports to it instead of throwing.
  const flushGathered = () => stream.flush(() => undefined);
  const timedFlush = setInterval(flushGathered, flushMs).unref();
  return {
    write: (line: string) => stream.write(line),
    flush(done) {
      stream.flush(done);
    },
    flushSync() {
      stream.flushSync();
    },
    end(done) {
      clearInterval(timedFlush);
      stream.once('close', done);
      stream.end();
    },
  };
}
