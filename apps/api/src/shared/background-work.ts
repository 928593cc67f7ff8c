import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';

/**
 * Work a request starts and does not wait for: the request answers first, so its answer and
 * its time say nothing about what the work finds (docs/decisions/103-account-enumeration.md).
 */
export interface BackgroundWork {
  run(task: () => Promise<void>): void;
  /** Resolves once everything started so far has finished. */
  idle(): Promise<void>;
}

/** More than this many tasks waiting means a flood: further ones are dropped and logged. */
const MAX_PENDING = 1_000;

/** Runs tasks two at a time in this process; a failure is logged, never thrown at anyone. */
export class BackgroundQueue implements BackgroundWork {
  private readonly pending = new Set<Promise<void>>();
  private readonly limit = pLimit(2);

  constructor(private readonly log: FastifyBaseLogger) {}

  run(task: () => Promise<void>): void {
    if (this.pending.size >= MAX_PENDING) {
      this.log.warn('background work dropped: too many tasks waiting');
      return;
    }
    const done: Promise<void> = this.limit(task)
      .catch((error: unknown) => this.log.error({ err: error }, 'background work failed'))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
