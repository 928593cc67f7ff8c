import { ERROR_STATUS, ErrorBody, type ErrorCode } from '@shuttle/contracts';
import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes a route's service may answer beyond those its declaration already tells
     * (docs/api-conventions.md#errors): a sold-out seat, a wallet too low, a throttle of its own.
     */
    errors?: readonly ErrorCode[];
    /** A multipart upload: the form field that carries the file, for the reference. */
    upload?: { field: string };
  }
}

/** The JSON schema of every error answer, in the document's dialect (OpenAPI 3.0). */
const ERROR_SCHEMA = z.toJSONSchema(ErrorBody, { target: 'openapi-3.0', io: 'output' });

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each status means in this API, before the codes a route adds. */
const STATUS_MEANING: Record<number, string> = {
  400: 'The request is not valid; `field` names the first value refused.',
  401: 'No session, or one that has ended: sign in again.',
  402: 'Not enough money in the wallet, or the company allowance is spent.',
  403: 'This session may not do this.',
  404: 'Not found, or not yours.',
  409: 'Conflicts with the current state.',
  410: 'Gone.',
  413: 'The body is too large.',
  415: 'The body is not of a type this operation reads.',
  422: 'Understood but refused.',
  429: 'Too many requests: wait the seconds `Retry-After` gives.',
};

interface JsonSchemaObject {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** The parts of a route's schema, once converted to JSON Schema, that tell its error answers. */
interface ConvertedSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: JsonSchemaObject;
  response?: Record<string, unknown>;
  security?: unknown[];
}

function methodsOf(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
}

/** `:userId` routes are guarded for their owner and staff (access.ts) unless they opt out. */
const isUserRoute = (route: RouteOptions) =>
  /(^|\/):userId(\/|$)/.test(route.url) && !route.config?.signedOut;

/**
 * The codes a route can answer, derived from how it is declared (docs/api-conventions.md#errors):
 * its inputs, its authentication, its limit, its Idempotency-Key, and the codes it names in
 * `config.errors`. Kept in one place so that every route, however registered, tells the same truth.
 */
export function errorCodesOf(route: RouteOptions, schema: ConvertedSchema, staff: boolean): Set<ErrorCode> {
  const codes = new Set<ErrorCode>(route.config?.errors ?? []);
  const hasInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  if (hasInput) codes.add('VALIDATION_ERROR');
  if (methodsOf(route).some((method) => WRITES.has(method))) {
    // Fastify reads a write's body whatever its schema: bad JSON, too large, another type. A
    // value the schemas let through that the database refuses is also a 400 (ADR 105).
    codes.add('BAD_REQUEST').add('PAYLOAD_TOO_LARGE').add('UNSUPPORTED_MEDIA_TYPE');
  }
  const secured = Boolean(schema.security?.length) || staff || isUserRoute(route);
  if (secured) codes.add('UNAUTHORIZED');
  // A role wing refuses another role with 403 (access.ts); an operator's route outside one
  // answers 404, as if it did not exist.
  if (staff) codes.add('FORBIDDEN').add('NOT_FOUND');
  if (schema.params || isUserRoute(route)) codes.add('NOT_FOUND');
  if (schema.headers?.properties?.['idempotency-key']) {
    codes.add('VALIDATION_ERROR').add('CONFLICT').add('IDEMPOTENCY_KEY_REUSED');
  }
  if (route.config?.rateLimit) codes.add('TOO_MANY_REQUESTS');
  return codes;
}

/**
 * The route's converted schema with an answer for each error status it can give (the error
 * body, the codes it may carry, `Retry-After` on 429), beside the answers it declares itself;
 * and a multipart upload's form field as its body.
 */
export function errorAnswersOf(route: RouteOptions, converted: FastifySchema, staff: boolean): FastifySchema {
  const schema = converted as ConvertedSchema;
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route, schema, staff)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // A route that declares no answer of its own (a file, a stream) answers 200 with a body the
  // reference does not describe; 204 has no body at all.
  const response: Record<string, unknown> = schema.response
    ? { ...schema.response }
    : { 200: { type: 'null', description: 'Default Response' } };
  if (response[204]) response[204] = { type: 'null', description: 'No content.' };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (response[status]) continue;
    // Errors are JSON even where the success is a file (a CSV, an archive, an image).
    response[status] = {
      content: { 'application/json': { schema: ERROR_SCHEMA } },
      description: `${STATUS_MEANING[status] ?? 'Refused.'} Codes: ${codes.join(', ')}.`,
      ...(status === 429
        ? { headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait.' } } }
        : {}),
    };
  }
  const upload = route.config?.upload;
  const body = upload
    ? {
        type: 'object',
        required: [upload.field],
        properties: { [upload.field]: { type: 'string', format: 'binary' } },
      }
    : schema.body;
  return { ...converted, response, ...(body ? { body } : {}) };
}
