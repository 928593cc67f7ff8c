import type { FastifyBaseLogger } from 'fastify';

/** Seconds a client told to come back (an SSE stream's `retry:`, a 503's Retry-After) waits. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * A process's life after it was asked to stop (docs/decisions/137-processes-and-draining.md):
 * readiness fails at once so the load balancer sends no more, then whatever holds a long
 * connection (a live stream) closes it with a retry hint through its `onDrain` hook, while
 * requests in flight finish.
 */
export class Lifecycle {
  private readonly hooks = new Set<() => void | Promise<void>>();
  private drainingSince: Date | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  /**
   * Runs `fn` when the process starts draining (at once if it already is); the answer takes
   * the hook away again, for a stream that ended by itself.
   */
  onDrain(fn: () => void | Promise<void>): () => void {
    if (this.draining) {
      void this.call(fn);
      return () => undefined;
    }
    this.hooks.add(fn);
    return () => this.hooks.delete(fn);
  }

  /** Marks the process draining and runs every hook once; later calls do nothing. */
  async drain(): Promise<void> {
    if (this.draining) return;
    this.drainingSince = new Date();
    const hooks = [...this.hooks];
    this.hooks.clear();
    await Promise.all(hooks.map((fn) => this.call(fn)));
  }

  private async call(fn: () => void | Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (error) {
      this.log.error({ err: error }, 'a drain hook failed');
    }
  }
}
