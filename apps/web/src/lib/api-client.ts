import {
  API_BASE,
  type CallAnswer,
  type CallDefinition,
  type CallPart,
  callPath,
  GENERIC_ERROR,
} from '@shuttle/contracts';
import { takeEarlyResponse } from './early-requests.ts';
import { session } from './session.ts';

export { API_BASE, callPath };

/** A failed call: `message` is the server's sentence when it sent one (docs/api-conventions.md#errors). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly serverMessage: string | undefined,
    /** The whole error body, for the few answers that carry more than a message (a roster's clashes). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, unknown>;
  /** One per user action on writes that move money or seats (docs/api-conventions.md#idempotency). */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** `blob` for a file the API serves only to its owner, such as an avatar. */
  responseType?: 'json' | 'blob';
}

type UnauthorizedHandler = () => void;
/** A full load of `/` also drops every cached answer of the ended session. */
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/');

/**
 * What happens after a 401 has ended the session (docs/product.md#roles: go to the root page). Tests
 * replace the navigation; the storage is cleared by `apiRequest` either way.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** A call that gives this device a new token and voids the old one, while it is on its way. */
let tokenRenewal: Promise<unknown> | undefined;

/**
 * Runs a call that replaces the session's token (a password change). A 401 that another call gets
 * meanwhile waits for it: the old token was voided by this very call, so that call is asked again
 * with the new token instead of signing the rider out.
 */
export async function renewingToken<T>(call: () => Promise<T>): Promise<T> {
  const pending = call();
  const settled = pending.then(
    () => undefined,
    () => undefined,
  );
  tokenRenewal = settled;
  try {
    return await pending;
  } finally {
    if (tokenRenewal === settled) tokenRenewal = undefined;
  }
}

/**
 * Calls the API by a path under `/v1`, unchecked: the client's own tests use it. Features call
 * through `callApi` and a call's definition (docs/decisions/273-one-definition-per-call.md); a
 * test keeps them from this (`one-definition-per-call.test.ts`).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send(path, options)).payload as T;
}

/**
 * A file the server serves only to its owner, at an address the server gave (an avatar's): fetched
 * with the session's token like any call, as a blob. An address outside the API is refused.
 */
export async function fetchServedFile(address: string): Promise<Blob> {
  if (!address.startsWith(`${API_BASE}/`)) {
    throw new ApiError(0, 'FILE_ADDRESS', GENERIC_ERROR, undefined);
  }
  return (await send(address.slice(API_BASE.length), { responseType: 'blob' })).payload as Blob;
}

/** An answer of the API: its status and its JSON body (undefined for a 204 or a file). */
export interface Answer {
  status: number;
  payload: unknown;
}

async function send(path: string, options: RequestOptions): Promise<Answer> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    // A list is one entry per value (`?stop=1&stop=2`); an absent value is left out.
    for (const item of [value].flat()) if (item != null) url.searchParams.append(key, String(item));
  }
  const current = session.get();
  const asBlob = options.responseType === 'blob';
  const headers: Record<string, string> = { accept: asBlob ? '*/*' : 'application/json' };
  // A FormData body (a file upload) sets its own multipart content type and boundary.
  const body =
    options.body === undefined || options.body instanceof FormData
      ? (options.body ?? null)
      : JSON.stringify(options.body);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (current) headers.authorization = `Bearer ${current.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

  // A read the entry started for the first paint is not asked twice (docs/decisions/189).
  const early =
    (options.method ?? 'GET') === 'GET' && current && !asBlob && !options.signal
      ? takeEarlyResponse(url.pathname.slice(API_BASE.length) + url.search)
      : undefined;
  let response: Response;
  try {
    response =
      (await early) ??
      (await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal ?? null,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', GENERIC_ERROR, undefined);
  }
  if (asBlob && response.ok) return { status: response.status, payload: await response.blob() };
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = (payload ?? {}) as { message?: unknown; code?: unknown };
    const serverMessage = typeof body.message === 'string' ? body.message : undefined;
    // Only a call made with a session ends it; a wrong password at login is also a 401.
    if (response.status === 401 && current) {
      await tokenRenewal;
      const now = session.get();
      // The token changed while this call was on its way (a password change gives this device a new
      // one and revokes the old): the server refused the call before doing anything, so it is asked
      // again with the new token rather than signing the rider out.
      if (now && now.token !== current.token) return send(path, options);
      if (now) {
        session.end();
        onUnauthorized();
      }
    }
    throw new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : 'UNKNOWN',
      serverMessage ?? GENERIC_ERROR,
      serverMessage,
      payload,
    );
  }
  return { status: response.status, payload };
}

type Part<Definition, Key extends string> = Definition extends { [K in Key]: infer Schema }
  ? Schema
  : undefined;

/** What a call takes: its path parameters and body when it has them, its query if it has one. */
export type CallInput<Definition extends CallDefinition> = (Part<Definition, 'params'> extends undefined
  ? { params?: undefined }
  : { params: CallPart<Part<Definition, 'params'>> }) &
  (Part<Definition, 'query'> extends undefined
    ? { query?: undefined }
    : { query?: CallPart<Part<Definition, 'query'>> }) &
  (Part<Definition, 'body'> extends undefined
    ? { /** A file upload's form, for a call whose body is not JSON. */ body?: FormData }
    : { body: CallPart<Part<Definition, 'body'>> }) & {
    /** One per user action on writes that move money or seats (docs/api-conventions.md#idempotency). */
    idempotencyKey?: string;
    signal?: AbortSignal;
  };

type LooseInput = Omit<RequestOptions, 'method' | 'responseType'> & { params?: object };

/** The input can be left out when the call needs neither path parameters nor a body. */
export type CallArguments<Definition extends CallDefinition> =
  object extends CallInput<Definition> ? [input?: CallInput<Definition>] : [input: CallInput<Definition>];

/**
 * A call's definition, or a loader of it: the calls of a page's first paint load theirs (and zod
 * with it) from their own chunk, so that the page's first load holds no schema (docs/decisions/273).
 */
export type CallSource<Definition extends CallDefinition> = Definition | (() => Promise<Definition>);

/**
 * Calls the API through the call's definition in the contracts (docs/decisions/273): the address
 * from its path and parameters, and the answer checked against the schema of its status, so a
 * page never works on an answer it does not understand. A mismatch is logged and thrown as an
 * `ApiError` with code `UNEXPECTED_ANSWER` and the generic message.
 */
export async function callApi<Definition extends CallDefinition>(
  source: CallSource<Definition>,
  ...[input]: CallArguments<Definition>
): Promise<CallAnswer<Definition>> {
  const definition = typeof source === 'function' ? await source() : source;
  const { status, payload } = await sendTo(definition, input);
  return checked(definition, status, payload);
}

/**
 * Sends a call to its address and gives its answer unchecked: for `callApi` and the reads a page
 * paints before their check (`lib/first-paint-query.ts`); features call through those.
 */
export function sendTo(
  address: Pick<CallDefinition, 'method' | 'path'>,
  input: object | undefined,
): Promise<Answer> {
  const given: LooseInput = input ?? {};
  return send(callPath(address, given.params), { ...given, method: address.method });
}

/** The answer as its schema gives it, or an `UNEXPECTED_ANSWER` error when it does not match. */
export function checked<Definition extends CallDefinition>(
  definition: Definition,
  status: number,
  payload: unknown,
): CallAnswer<Definition> {
  const schema = definition.answers?.[status];
  const result = schema?.safeParse(payload);
  if (!result?.success) {
    console.error(`Unexpected answer ${status} to ${definition.method} ${definition.path}`, result?.error);
    throw new ApiError(status, 'UNEXPECTED_ANSWER', GENERIC_ERROR, undefined, payload);
  }
  return result.data as CallAnswer<Definition>;
}

/** The server's message when it sent one, else the given fallback (docs/product.md#texts). */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
