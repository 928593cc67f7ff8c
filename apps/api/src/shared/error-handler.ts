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
 * The SQLSTATE of a database error, looked up through wrappers (Drizzle wraps the driver's
 * error as `cause`). PGlite and node-postgres both carry the five-character `code`.
 */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Postgres classes 22 (data exception: bad encoding, out of range, invalid date) and 23
 * (integrity: unknown reference, duplicate, check) are the input's fault when a request still
 * reaches them past its schema: 400, never a 5xx (docs/decisions/105-hostile-input.md).
 * A serialization failure (40001) or a lost connection stays a 5xx.
 */
function databaseInputError(error: unknown): { message: string; code: string } | undefined {
  const state = sqlState(error);
  if (state?.startsWith('22'))
    return { message: 'A value in the request is out of range or not valid.', code: 'VALIDATION_ERROR' };
  if (state?.startsWith('23'))
    return {
      message: 'The request refers to something that does not exist or conflicts with existing data.',
      code: 'BAD_REQUEST',
    };
  return undefined;
}

/**
 * The one error handler (docs/code-style.md#errors): AppError and validation errors answer
 * `{ message, code }`; anything unexpected is logged and answered without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) });
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
    const refused = databaseInputError(error);
    if (refused) {
      request.log.warn({ err: error, sqlState: sqlState(error) }, 'database refused the request');
      return reply.status(400).send(refused);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}
