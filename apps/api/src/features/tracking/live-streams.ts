import type { ServerResponse } from 'node:http';
import type { LiveHub } from './live-hub.ts';

/**
 * A watcher whose socket buffer holds more than this is not reading: it is dropped rather than
 * buffered for, so one slow phone never holds memory or the other watchers back (ADR 167).
 */
export const SLOW_WATCHER_BYTES = 64 * 1024;

interface Watcher {
  response: ServerResponse;
  stop: () => void;
}

/**
 * The open Server-Sent Events streams of this process: writes frames, sends heartbeats from
 * one timer for all of them, drops slow watchers and closes every stream when the app closes.
 */
export class LiveStreams {
  private readonly watchers = new Set<Watcher>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: LiveHub,
    private readonly heartbeatMs: number,
    /** Told of every stream opened and closed (metrics). */
    private readonly observer: { opened?: () => void; closed?: () => void } = {},
  ) {}

  /** How many streams this process holds open. */
  get size(): number {
    return this.watchers.size;
  }

  /**
   * Serves a run's stream on `response`: the SSE headers, the `initial` frames (a snapshot or a
   * replay after Last-Event-ID), then every frame the hub delivers until the client goes.
   */
  async open(response: ServerResponse, tripDayId: number, initial: () => Promise<string[]>): Promise<void> {
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
    const watcher: Watcher = { response, stop: () => undefined };
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
      if (this.watchers.delete(watcher)) this.observer.closed?.();
    };
    this.watchers.add(watcher);
    this.observer.opened?.();
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
    }, this.heartbeatMs);
    this.heartbeat.unref();
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
}
