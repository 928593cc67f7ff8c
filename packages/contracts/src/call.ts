import type { z } from 'zod';

/** The HTTP methods the API answers with. */
export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a call is answered, as an HTTP request line writes it: its method and its address under
 * `/v1`, with `:name` for each path parameter (`'GET /users/:userId/wallet'`). Each call's is a
 * constant of its own in `addresses/<area>.ts`, a module without zod, so that a page can send a
 * request before any schema has loaded (docs/decisions/287). A string, not an object, so that the
 * bundler writes it where it is used and a page's chunks carry only the addresses they call.
 */
export type CallAddress = `${CallMethod} /${string}`;

/** The method and the path of an address, as a definition holds them. */
export type AddressParts<Address extends CallAddress> =
  Address extends `${infer Method extends CallMethod} ${infer Path extends `/${string}`}`
    ? { readonly method: Method; readonly path: Path }
    : never;

/** The method and the path of an address. */
export function addressParts<const Address extends CallAddress>(address: Address): AddressParts<Address> {
  const space = address.indexOf(' ');
  return { method: address.slice(0, space), path: address.slice(space + 1) } as AddressParts<Address>;
}

/** The schemas of what a call takes and answers, beside its address. */
export interface CallParts {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the route reads (an Idempotency-Key). */
  readonly headers?: z.ZodType;
  /** The answers by status; the 2xx ones are what a call returns. None for a file (a CSV). */
  readonly answers?: Readonly<Record<number, z.ZodType>>;
}

/**
 * One call of the API, defined once: its method, its address and the schemas of what it takes
 * and answers. The server registers its route from it and the SPA calls through it, so neither
 * writes the address or the answer's type again (docs/decisions/273-one-definition-per-call.md).
 */
export interface CallDefinition extends CallParts {
  readonly method: CallMethod;
  readonly path: `/${string}`;
}

/**
 * A call's definition from its address (`addresses/<area>.ts`) and its schemas, keeping their
 * exact types (its path and schemas) for the server and the SPA.
 */
export function defineCall<
  const Address extends CallAddress,
  const Parts extends CallParts = Record<never, never>,
>(address: Address, parts?: Parts): AddressParts<Address> & Parts {
  return { ...addressParts(address), ...parts } as AddressParts<Address> & Parts;
}

/** The call's address under the API: its path with each `:name` replaced by that parameter. */
export function callPath(call: { readonly path: string }, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return call.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(String(values[name])));
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
