import { MAX_POSITION_BATCH, type PositionFix } from '@shuttle/contracts';

/** The most positions kept while offline: about 50 minutes at one every 5 seconds. */
export const MAX_QUEUED = 600;

/**
 * The driver phone's positions waiting to be sent: batched, kept while offline (the oldest
 * dropped past MAX_QUEUED), sent oldest first in batches the API takes, removed only once the
 * server has them.
 */
export class PositionQueue {
  private fixes: PositionFix[] = [];
  private sending = false;

  constructor(private readonly send: (positions: PositionFix[]) => Promise<unknown>) {}

  get size(): number {
    return this.fixes.length;
  }

  add(fix: PositionFix): void {
    this.fixes.push(fix);
    if (this.fixes.length > MAX_QUEUED) this.fixes.splice(0, this.fixes.length - MAX_QUEUED);
  }

  /**
   * Sends what is waiting, batch by batch; stops at the first failure and keeps the rest for
   * the next flush. A batch the server refused as invalid (400), or because the run is not in
   * progress (409: not started, or over), is dropped: it would never pass.
   */
  async flush(): Promise<'sent' | 'waiting' | 'idle'> {
    if (this.sending) return 'waiting';
    if (this.fixes.length === 0) return 'idle';
    this.sending = true;
    try {
      while (this.fixes.length > 0) {
        const batch = this.fixes.slice(0, MAX_POSITION_BATCH);
        try {
          await this.send(batch);
        } catch (error) {
          const status = (error as { status?: number }).status;
          if (status !== 400 && status !== 409) return 'waiting';
        }
        this.fixes.splice(0, batch.length);
      }
      return 'sent';
    } finally {
      this.sending = false;
    }
  }
}
