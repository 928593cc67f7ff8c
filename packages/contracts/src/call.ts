import type { z } from 'zod';

/** The HTTP methods the API answers with. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, defined once: its method, its address under `/v1` with `:name` for each
 * path parameter, and the schemas of what it takes and answers. The server registers its route
 * from it and the SPA calls through it, so neither writes the address or the answer's type again
 * (docs/decisions/273-one-definition-per-call.md).
 */
export interface CallDefinition {
  readonly method: CallMethod;
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the route reads (an Idempotency-Key). */
  readonly headers?: z.ZodType;
  /** The answers by status; the 2xx ones are what a call returns. None for a file (a CSV). */
  readonly answers?: Readonly<Record<number, z.ZodType>>;
}

/** Keeps the definition's exact types (its path and schemas) for the server and the SPA. */
export function defineCall<const Definition extends CallDefinition>(definition: Definition): Definition {
  return definition;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the union of its 2xx answers' schemas, as parsed. */
export type CallAnswer<Definition extends CallDefinition> = Definition extends {
  answers: infer Answers extends Record<number, z.ZodType>;
}
  ? { [Status in keyof Answers & SuccessStatus]: z.output<Answers[Status]> }[keyof Answers & SuccessStatus]
  : never;

/** What the caller sends for a part of the call (path parameters, query, body): its schema's input. */
export type CallPart<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** Where the API's calls live: a definition's path is under it. */
export const API_BASE = '/v1';
