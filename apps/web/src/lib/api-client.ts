import { MESSAGES } from '@shuttle/contracts';
import { takeEarlyResponse } from './early-requests.ts';
import { session } from './session.ts';

export const API_BASE = '/v1';

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
  query?: Record<string, string | number | boolean | undefined>;
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

/** Calls the API with JSON and the session's bearer token. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
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
    throw new ApiError(0, 'NETWORK', MESSAGES.genericError, undefined);
  }
  if (asBlob && response.ok) return (await response.blob()) as T;
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
      if (now && now.token !== current.token) return apiRequest<T>(path, options);
      if (now) {
        session.end();
        onUnauthorized();
      }
    }
    throw new ApiError(
      response.status,
      typeof body.code === 'string' ? body.code : 'UNKNOWN',
      serverMessage ?? MESSAGES.genericError,
      serverMessage,
      payload,
    );
  }
  return payload as T;
}

/** The server's message when it sent one, else the given fallback (docs/product.md#texts). */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericError): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
