import { AsyncLocalStorage } from 'node:async_hooks';
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

/** The request (or job) a piece of work belongs to, across every await it makes. */
const logContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Runs `work` as part of the request `reqId`: log lines it writes carry that id. The context holds
 * the id alone, not the request: timers and connections first opened inside a request keep their
 * context for as long as they live (ADR 184).
 */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return logContext.run({ reqId }, work);
}

/**
 * pino's mixin: a line written through a logger that is not the request's own (a service's
 * `app.log`) still carries the id of the request it was written for (ADR 138). The request's
 * child logger already has it in its bindings and gets nothing added.
 */
export function requestIdMixin(_merge: object, _level: number, logger: { bindings(): object }): object {
  const context = logContext.getStore();
  if (!context || hasRequestIdBinding(logger)) return {};
  return { reqId: context.reqId };
}

/**
 * Whether a logger's own bindings carry a request id. pino keeps a child's bindings as the JSON
 * text it adds to each line; reading that text costs nothing, where `bindings()` parses it on
 * every line (a tenth of the access log's cost, ADR 180).
 */
function hasRequestIdBinding(logger: object): boolean {
  const text = (logger as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  return typeof text === 'string'
    ? text.includes('"reqId":')
    : 'reqId' in (logger as { bindings(): object }).bindings();
}

/** How much log text is gathered before a write, and the longest a line waits for one (ADR 184). */
export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 200;

/**
 * Standard output written asynchronously (ADR 180): lines are queued, and written together in one
 * system call once 4 KiB have gathered or at the latest 200 ms after they were written, instead of
 * one blocking write per line that the request waits for. Under load that is one write for some
 * twenty access-log lines rather than one per turn of the event loop (ADR 184); a quiet server's
 * line still shows in `tail -f` within 200 ms. pino flushes what is queued when the process exits.
 */
export function asyncLogDestination(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  // Writes what has gathered (an empty write on a quiet server); a write already under way is
  // left to finish, and the next tick writes what is left.
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}
