import { setTimeout as wait } from 'node:timers/promises';

/** One outbox's table and its way out: the part each outbox (email, SMS, push) keeps its own. */
export interface OutboxChannel<Item> {
  /** Takes up to `limit` items no other process holds (SKIP LOCKED), oldest first. */
  claim(limit: number): Promise<Item[]>;
  /** Sends one item; throws when it could not, resolves false when it skipped it unsent. */
  send(item: Item): Promise<boolean | undefined>;
  /** After each batch: records what went and what failed (one statement for the sent ones). */
  settle(sent: Item[], failed: { item: Item; error: unknown }[]): Promise<void>;
}

export interface OutboxRunnerOptions {
  /** How many items one claim takes. */
  batch?: number;
  /** A kick waits this long before it claims, so commits close together share a batch (ADR 197). */
  gatherMs?: number;
  /** A kicked drain that failed: logged, the sweep job tries again. */
  onKickFailed(error: unknown): void;
}

/**
 * The claim-and-send loop of every outbox (docs/decisions/271): kicked in the process that
 * committed what it sends, drained by a sweep job for whatever a crash or a failed send left
 * behind. Claims skip locked rows, so a kick and a sweep may run at once; a stopping process
 * ends its drain after the current batch and leaves the rest to the next sweep.
 */
export class OutboxRunner<Item> {
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** Set by stop(): a drain in progress (the sweep job's too) ends after its current batch. */
  private closing = false;
  private readonly batch: number;

  constructor(
    private readonly channel: OutboxChannel<Item>,
    private readonly options: OutboxRunnerOptions,
  ) {
    this.batch = options.batch ?? 20;
  }

  start(): void {
    this.stopped = false;
    this.closing = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    await this.running;
  }

  /** Sends soon what was just committed; a kick during a drain runs one more drain after it. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const { gatherMs } = this.options;
    this.running = (gatherMs ? wait(gatherMs).then(() => this.drain()) : this.drain())
      .then(() => undefined)
      .catch((error: unknown) => this.options.onKickFailed(error))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends until nothing claimable is left; how many items went out. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.channel.claim(this.batch);
      const delivered: Item[] = [];
      const failed: { item: Item; error: unknown }[] = [];
      for (const item of batch) {
        try {
          if ((await this.channel.send(item)) !== false) delivered.push(item);
        } catch (error) {
          failed.push({ item, error });
        }
      }
      await this.channel.settle(delivered, failed);
      sent += delivered.length;
      // A short batch emptied the outbox of what it could claim: what is queued meanwhile comes
      // with its own kick, and the sweep picks up the rest, so no empty claim follows.
      if (batch.length < this.batch) return sent;
      // A long backlog must not hold a shutdown past its grace period (docs/decisions/137).
      if (this.closing) return sent;
    }
  }
}
