import { Redis } from 'ioredis';

/** Whose slots a stream takes: one under its user's cap, one under its address's. */
export interface SlotHolder {
  userId: number;
  address: string;
}

export interface SlotLimits {
  perUser: number;
  perAddress: number;
}

/** Which cap a refused stream met. */
export type SlotRefusal = 'user' | 'address';

/**
 * The open live streams counted per user and per client address (ADR 232): a slot is taken
 * before a stream opens and given back when it closes. In this process without Redis; with
 * REDIS_URL in sorted sets every process shares, each slot scored by its last heartbeat, so the
 * slots of a process that died free themselves after `ttlMs` instead of leaking forever.
 */
export interface StreamSlots {
  /** Takes a slot for the stream, or says which cap is full (and takes nothing). */
  acquire(streamId: string, holder: SlotHolder, limits: SlotLimits): Promise<SlotRefusal | null>;
  /** Marks these streams alive (every heartbeat). */
  refresh(streams: readonly { streamId: string; holder: SlotHolder }[]): Promise<void>;
  release(streamId: string, holder: SlotHolder): Promise<void>;
  close(): Promise<void>;
}

export class LocalStreamSlots implements StreamSlots {
  private readonly byKey = new Map<string, Set<string>>();

  async acquire(streamId: string, holder: SlotHolder, limits: SlotLimits): Promise<SlotRefusal | null> {
    const user = this.set(userKey(holder));
    const address = this.set(addressKey(holder));
    if (user.size >= limits.perUser) return 'user';
    if (address.size >= limits.perAddress) return 'address';
    user.add(streamId);
    address.add(streamId);
    return null;
  }

  /** A process's own slots die with it: nothing to keep alive. */
  async refresh(): Promise<void> {}

  async release(streamId: string, holder: SlotHolder): Promise<void> {
    for (const key of [userKey(holder), addressKey(holder)]) {
      const set = this.byKey.get(key);
      set?.delete(streamId);
      if (set?.size === 0) this.byKey.delete(key);
    }
  }

  async close(): Promise<void> {}

  private set(key: string): Set<string> {
    let set = this.byKey.get(key);
    if (!set) {
      set = new Set();
      this.byKey.set(key, set);
    }
    return set;
  }
}

/** Redis's own clock scores every slot, so processes whose clocks differ still agree. */
const REDIS_NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: user set, address set. ARGV: stream id, ttl ms, user cap, address cap. 0 taken, 1 user full, 2 address full. */
const ACQUIRE = `${REDIS_NOW_MS}
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - ttl)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 2 end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
return 0`;

/** KEYS: user set, address set per stream, in pairs. ARGV: ttl ms, then the stream ids. */
const REFRESH = `${REDIS_NOW_MS}
local ttl = tonumber(ARGV[1])
for i = 2, #ARGV do
  local user = KEYS[(i - 2) * 2 + 1]
  local address = KEYS[(i - 2) * 2 + 2]
  redis.call('ZADD', user, 'XX', now, ARGV[i])
  redis.call('ZADD', address, 'XX', now, ARGV[i])
  redis.call('PEXPIRE', user, ttl)
  redis.call('PEXPIRE', address, ttl)
end
return 0`;

/** Streams refreshed per script call: a bounded script, whatever the number of streams. */
const REFRESH_CHUNK = 500;

export class RedisStreamSlots implements StreamSlots {
  private readonly redis: Redis;

  constructor(
    url: string,
    /** A slot not refreshed for this long belongs to a stream that is gone. */
    private readonly ttlMs: number,
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  }

  async acquire(streamId: string, holder: SlotHolder, limits: SlotLimits): Promise<SlotRefusal | null> {
    const answer = await this.redis.eval(
      ACQUIRE,
      2,
      userKey(holder),
      addressKey(holder),
      streamId,
      this.ttlMs,
      limits.perUser,
      limits.perAddress,
    );
    return answer === 1 ? 'user' : answer === 2 ? 'address' : null;
  }

  async refresh(streams: readonly { streamId: string; holder: SlotHolder }[]): Promise<void> {
    for (let start = 0; start < streams.length; start += REFRESH_CHUNK) {
      const chunk = streams.slice(start, start + REFRESH_CHUNK);
      const keys = chunk.flatMap(({ holder }) => [userKey(holder), addressKey(holder)]);
      await this.redis.eval(
        REFRESH,
        keys.length,
        ...keys,
        this.ttlMs,
        ...chunk.map(({ streamId }) => streamId),
      );
    }
  }

  async release(streamId: string, holder: SlotHolder): Promise<void> {
    await this.redis.multi().zrem(userKey(holder), streamId).zrem(addressKey(holder), streamId).exec();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

const userKey = (holder: SlotHolder) => `shuttle:live-slots:user:${holder.userId}`;
const addressKey = (holder: SlotHolder) => `shuttle:live-slots:address:${holder.address}`;

export const createStreamSlots = (redisUrl: string | undefined, ttlMs: number): StreamSlots =>
  redisUrl ? new RedisStreamSlots(redisUrl, ttlMs) : new LocalStreamSlots();
