import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

/** Fastify's own errors that are the client's fault, with the code we answer them with. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send JSON with Content-Type: application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The JSON body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The body is not valid JSON.',
  },
};

/**
 * The one error handler (STYLE.md habit 6): AppError and validation errors answer
 * `{ message, code }`; anything unexpected is logged and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send({
        message,
        code: 'VALIDATION_ERROR',
        ...(field ? { field } : {}),
      });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ message: known.message, code: known.code });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        message: 'Too many requests. Please wait a moment and try again.',
        code: 'TOO_MANY_REQUESTS',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.statusCode === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
