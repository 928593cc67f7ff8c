import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '@shuttle/contracts';
import { and, type Database, eq, idempotencyKeys, type SQL, sql, type Transaction } from '@shuttle/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export interface IdempotentRequest {
  userId: number;
  /** The operation, e.g. "POST /users/:userId/wallet/top-ups"; the same key may serve others. */
  scope: string;
  /** The Idempotency-Key header; without one the work simply runs. */
  key: string | undefined;
  body: unknown;
}

export interface IdempotentAnswer<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** The key row a request claimed, for work that stores its answer itself. */
export interface IdempotencyClaim {
  userId: number;
  scope: string;
  key: string;
}

/**
 * The key row a request is to claim in the first statement of its own work (see
 * `runIdempotent`'s `claimInWork`), saving the round trip of a statement of its own.
 */
export interface PendingClaim extends IdempotencyClaim {
  /** `INSERT ... ON CONFLICT DO NOTHING RETURNING key`, to run as a data-modifying CTE. */
  insert: SQL;
}

/**
 * Thrown by work that ran its `PendingClaim.insert` and found the key taken: an earlier request
 * with the same key has committed (its answer is replayed) or is still running (409).
 */
export class KeyAlreadyClaimed extends Error {
  constructor() {
    super('the Idempotency-Key was claimed by an earlier request');
  }
}

export interface IdempotentWork<T> {
  status: number;
  body: T;
  /**
   * True when the work already wrote `status` and `body` to the claimed key row, in a
   * statement of its own, saving a round trip (docs/decisions/182-booking-in-one-statement.md).
   */
  stored?: boolean;
}

/** The Idempotency-Key header of a request, checked: printable ASCII, at most 255 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError('VALIDATION_ERROR', IDEMPOTENCY_KEY_MESSAGE, {}, 'idempotency-key');
  }
  return header;
}

/** JSON with keys sorted, so that the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs a write at most once per Idempotency-Key (docs/api-conventions.md#idempotency): the same key and body
 * replay the first answer; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 *
 * The key row is inserted first, inside the transaction that does the work: a concurrent
 * request with the same key waits on that insert until the first one commits, then reads its
 * answer. A write that fails rolls its key back with it, so the key can be tried again.
 */
export function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction, claim: IdempotencyClaim | undefined) => Promise<IdempotentWork<T>>,
): Promise<IdempotentAnswer<T>> {
  return db.transaction(async (tx) => {
    const { key } = request;
    if (key === undefined) {
      const { status, body } = await work(tx, undefined);
      return { status, body, replayed: false };
    }
    const requestHash = requestHashOf(request);
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, scope: request.scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return replay<T>(tx, request, key, requestHash);
    const { status, body, stored } = await work(tx, { userId: request.userId, scope: request.scope, key });
    if (!stored) {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: body })
        .where(keyRow(request, key));
    }
    return { status, body, replayed: false };
  });
}

/**
 * `runIdempotent` for work whose first statement claims the key itself, as a data-modifying CTE
 * (`claim.insert`), and throws `KeyAlreadyClaimed` when it was taken: one round trip fewer on
 * the hottest write (docs/decisions/194). The work must run the claim before anything else it
 * writes.
 */
export function runIdempotentClaimingFirst<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction, claim: PendingClaim | undefined) => Promise<IdempotentWork<T>>,
): Promise<IdempotentAnswer<T>> {
  const { key } = request;
  if (key === undefined) return runIdempotent(db, request, (tx) => work(tx, undefined));
  const requestHash = requestHashOf(request);
  const claim: PendingClaim = {
    userId: request.userId,
    scope: request.scope,
    key,
    insert: sql`INSERT INTO idempotency_keys (user_id, scope, key, request_hash)
      VALUES (${request.userId}::int, ${request.scope}, ${key}, ${requestHash})
      ON CONFLICT DO NOTHING RETURNING key`,
  };
  return db.transaction(async (tx) => {
    try {
      const { status, body, stored } = await work(tx, claim);
      if (!stored) {
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: status, responseBody: body })
          .where(keyRow(request, key));
      }
      return { status, body, replayed: false };
    } catch (error) {
      if (error instanceof KeyAlreadyClaimed) return replay<T>(tx, request, key, requestHash);
      throw error;
    }
  });
}

function requestHashOf(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${request.scope}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

const keyRow = (request: IdempotentRequest, key: string) =>
  and(
    eq(idempotencyKeys.userId, request.userId),
    eq(idempotencyKeys.scope, request.scope),
    eq(idempotencyKeys.key, key),
  );

/** The answer for a key an earlier request claimed: its stored answer, or why there is none. */
async function replay<T>(
  tx: Transaction,
  request: IdempotentRequest,
  key: string,
  requestHash: string,
): Promise<IdempotentAnswer<T>> {
  const [first] = await tx.select().from(idempotencyKeys).where(keyRow(request, key));
  if (!first || first.responseStatus === null) {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still running. Try again.');
  }
  if (first.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return { status: first.responseStatus, body: first.responseBody as T, replayed: true };
}
