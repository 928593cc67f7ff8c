import { Redis } from 'ioredis';

/** One event of a run's live stream, as every process receives it. */
export interface LiveEvent {
  tripDayId: number;
  /** The position's row id (the SSE `id`, for Last-Event-ID); status events carry none. */
  id: number | null;
  event: 'position' | 'status';
  data: unknown;
}

/** Gets the SSE frame of an event: formatted once per process, written to every watcher. */
export type LiveListener = (frame: string) => void;

/**
 * Fan-out of live events to whichever process holds the watcher (docs/decisions/167): in this
 * process without Redis, through Redis pub/sub with REDIS_URL so that a position posted to
 * one process reaches watchers on all of them.
 */
export interface LiveHub {
  publish(event: LiveEvent): Promise<void>;
  /** Starts delivering the run's frames to `listener`; the returned function stops it. */
  subscribe(tripDayId: number, listener: LiveListener): Promise<() => void>;
  close(): Promise<void>;
}

export function sseFrame(event: LiveEvent): string {
  const id = event.id === null ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Watchers by run, each run's set of listeners. */
class Listeners {
  private readonly byRun = new Map<number, Set<LiveListener>>();

  add(tripDayId: number, listener: LiveListener): boolean {
    let set = this.byRun.get(tripDayId);
    const first = set === undefined;
    if (!set) {
      set = new Set();
      this.byRun.set(tripDayId, set);
    }
    set.add(listener);
    return first;
  }

  /** Whether the run has no listener left. */
  remove(tripDayId: number, listener: LiveListener): boolean {
    const set = this.byRun.get(tripDayId);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byRun.delete(tripDayId);
    return true;
  }

  deliver(tripDayId: number, frame: string): void {
    const set = this.byRun.get(tripDayId);
    if (!set) return;
    // A listener never blocks: it writes to its socket's buffer or drops the watcher.
    for (const listener of set) listener(frame);
  }
}

export class LocalHub implements LiveHub {
  private readonly listeners = new Listeners();

  async publish(event: LiveEvent): Promise<void> {
    this.listeners.deliver(event.tripDayId, sseFrame(event));
  }

  async subscribe(tripDayId: number, listener: LiveListener): Promise<() => void> {
    this.listeners.add(tripDayId, listener);
    return () => void this.listeners.remove(tripDayId, listener);
  }

  async close(): Promise<void> {}
}

const CHANNEL_PREFIX = 'shuttle:live:';

/**
 * Every process subscribes to the channels of the runs its watchers follow, and publishes
 * every event to Redis, its own watchers included, so that all watchers see one order.
 */
export class RedisHub implements LiveHub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Listeners();

  constructor(url: string) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.subscriber.on('message', (channel: string, message: string) => {
      const tripDayId = Number(channel.slice(CHANNEL_PREFIX.length));
      if (!Number.isSafeInteger(tripDayId)) return;
      this.listeners.deliver(tripDayId, message);
    });
  }

  async publish(event: LiveEvent): Promise<void> {
    await this.publisher.publish(`${CHANNEL_PREFIX}${event.tripDayId}`, sseFrame(event));
  }

  async subscribe(tripDayId: number, listener: LiveListener): Promise<() => void> {
    if (this.listeners.add(tripDayId, listener)) {
      await this.subscriber.subscribe(`${CHANNEL_PREFIX}${tripDayId}`);
    }
    return () => {
      if (this.listeners.remove(tripDayId, listener)) {
        void this.subscriber.unsubscribe(`${CHANNEL_PREFIX}${tripDayId}`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

export const createLiveHub = (redisUrl: string | undefined): LiveHub =>
  redisUrl ? new RedisHub(redisUrl) : new LocalHub();
