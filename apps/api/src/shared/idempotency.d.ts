import { type Database, type Transaction } from '@shuttle/db';
import type { FastifyRequest } from 'fastify';
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
/** The Idempotency-Key header of a request, checked: printable ASCII, at most 255 characters. */
export declare function idempotencyKeyOf(request: FastifyRequest): string | undefined;
/**
 * Runs a write at most once per Idempotency-Key (DESIGN.md section 3): the same key and body
 * replay the first answer; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 *
 * The key row is inserted first, inside the transaction that does the work: a concurrent
 * request with the same key waits on that insert until the first one commits, then reads its
 * answer. A write that fails rolls its key back with it, so the key can be tried again.
 */
export declare function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Transaction) => Promise<{
    status: number;
    body: T;
  }>,
): Promise<IdempotentAnswer<T>>;
