import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access-log line per request, written when the answer is sent, instead of Fastify's two
 * ("incoming request" and "request completed", each serialising the request). The line keeps
 * what an operator reads: request id (from the child logger), method, address, status and time
 * (docs/decisions/008-one-request-log-line.md).
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
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
