import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveClosedReason, UserRole } from '@shuttle/contracts';
import type { LiveHub } from './live-hub.ts';
import type { SlotLimits, SlotRefusal, StreamSlots } from './live-stream-slots.ts';

/**
 * A watcher whose socket buffer holds more than this is not reading: it is dropped rather than
 * buffered for, so one slow phone never holds memory or the other watchers back (ADR 167).
 */
export const SLOW_WATCHER_BYTES = 64 * 1024;

/** Who watches a stream and from where: what its permission and its slots hang on. */
export interface StreamOwner {
  userId: number;
  sessionId: string;
  role: UserRole;
  address: string;
  tripDayId: number;
}

/** An open stream as the permission check sees it. */
export interface OpenStream {
  id: string;
  owner: StreamOwner;
}

/**
 * Says, of the open streams, which may no longer watch and why (ADR 232): asked every
 * heartbeat with all of this process's streams at once, so the cost is a few queries per
 * heartbeat, not one per stream.
 */
export type StreamGuard = (streams: readonly OpenStream[]) => Promise<Map<string, LiveClosedReason>>;

export interface LiveStreamsOptions {
  heartbeatMs: number;
  slots: StreamSlots;
  limits: SlotLimits;
  guard: StreamGuard;
  /** Told of every stream opened and closed (metrics). */
  observer?: { opened?: () => void; closed?: () => void };
  /** Told when a heartbeat's slot refresh or permission check fails (the streams stay open). */
  onError?: (error: unknown) => void;
}

interface Watcher extends OpenStream {
  response: ServerResponse;
  stop: () => void;
}

/**
 * The open Server-Sent Events streams of this process: counts them against the per-user and
 * per-address caps, writes frames, sends heartbeats from one timer for all of them, closes a
 * stream whose permission ended at the next heartbeat, drops slow watchers and closes every
 * stream when the app closes.
 */
export class LiveStreams {
  private readonly watchers = new Set<Watcher>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** The check of the previous heartbeat, while it runs: checks never pile up. */
  private checking: Promise<void> | undefined;

  constructor(
    private readonly hub: LiveHub,
    private readonly options: LiveStreamsOptions,
  ) {}

  /** How many streams this process holds open. */
  get size(): number {
    return this.watchers.size;
  }

  /**
   * Takes the new stream's slots, or says which cap is full. A stream admitted here must be
   * opened with `open` (which gives the slots back when it closes) or given up with `abandon`.
   */
  async admit(owner: StreamOwner): Promise<{ id: string } | { refused: SlotRefusal }> {
    const id = randomUUID();
    const refused = await this.options.slots.acquire(id, owner, this.options.limits);
    return refused ? { refused } : { id };
  }

  /** Gives back the slots of an admitted stream that never opened. */
  abandon(id: string, owner: StreamOwner): void {
    void this.options.slots.release(id, owner).catch((error) => this.options.onError?.(error));
  }

  /**
   * Serves a run's stream on `response`: the SSE headers, the `initial` frames (a snapshot or a
   * replay after Last-Event-ID), then every frame the hub delivers until the client goes.
   */
  async open(response: ServerResponse, stream: OpenStream, initial: () => Promise<string[]>): Promise<void> {
    const { tripDayId } = stream.owner;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies must pass each event on as it comes, not buffer the stream.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    response.socket?.setNoDelay(true);
    // Frames published while the snapshot is read wait here, so none is lost between the two.
    const early: string[] = [];
    let ready = false;
    const watcher: Watcher = { ...stream, response, stop: () => undefined };
    const write = (frame: string) => {
      if (response.destroyed || response.writableEnded) return;
      if (response.writableLength > SLOW_WATCHER_BYTES) {
        response.destroy();
        return;
      }
      response.write(frame);
    };
    const unsubscribe = await this.hub.subscribe(tripDayId, (frame) => {
      if (ready) write(frame);
      else early.push(frame);
    });
    watcher.stop = () => {
      unsubscribe();
      if (!this.watchers.delete(watcher)) return;
      this.options.observer?.closed?.();
      this.abandon(watcher.id, watcher.owner);
    };
    this.watchers.add(watcher);
    this.options.observer?.opened?.();
    response.once('close', watcher.stop);
    this.startHeartbeat();
    write('retry: 3000\n\n');
    try {
      const first = await initial();
      for (const frame of first) write(frame);
      // A frame already in the snapshot or replay is not sent twice.
      for (const frame of early) if (!first.includes(frame)) write(frame);
    } finally {
      ready = true;
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (this.watchers.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
        return;
      }
      for (const { response } of this.watchers) {
        if (response.writableLength > SLOW_WATCHER_BYTES) response.destroy();
        else response.write(': heartbeat\n\n');
      }
      void this.recheck();
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Keeps this process's slots alive and closes every stream whose permission has ended
   * (signed out, account disabled, ride cancelled, run over). The heartbeat calls it; the
   * database is the truth every process reads, so a revocation made through any process
   * closes streams on all of them. A failed check leaves the streams open until the next.
   */
  recheck(): Promise<void> {
    this.checking ??= this.check().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async check(): Promise<void> {
    const open = [...this.watchers];
    if (open.length === 0) return;
    try {
      await this.options.slots.refresh(
        open.map((watcher) => ({ streamId: watcher.id, holder: watcher.owner })),
      );
      const ended = await this.options.guard(open);
      for (const watcher of open) {
        const reason = ended.get(watcher.id);
        if (reason === undefined || !this.watchers.has(watcher)) continue;
        watcher.stop();
        const { response } = watcher;
        if (response.destroyed || response.writableEnded) continue;
        // The client learns why, and does not reconnect to a stream it may no longer watch.
        response.end(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Ends every stream (the app is closing); clients reconnect to another process. */
  closeAll(retryMs?: number): void {
    for (const watcher of [...this.watchers]) {
      watcher.stop();
      // A draining process tells the client when to reconnect (to another process).
      if (retryMs !== undefined) watcher.response.write(`retry: ${retryMs}\n\n`);
      watcher.response.end();
    }
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** Ends every stream and gives the slots store back (the app is closing). */
  async close(): Promise<void> {
    this.closeAll();
    await this.checking;
    await this.options.slots.close();
  }
}
