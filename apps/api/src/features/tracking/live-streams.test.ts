import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { LiveClosedReason } from '@shuttle/contracts';
import { describe, expect, it } from 'vitest';
import { LocalHub } from './live-hub.ts';
import { LocalStreamSlots, RedisStreamSlots, type SlotHolder } from './live-stream-slots.ts';
import { LiveStreams, type LiveStreamsOptions, type OpenStream, SLOW_WATCHER_BYTES } from './live-streams.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A response whose client reads as fast as the test says: `unread` bytes wait in its buffer. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  unread = 0;
  destroyed = false;
  writableEnded = false;
  get writableLength() {
    return this.unread;
  }
  writeHead() {
    return this;
  }
  write(chunk: string) {
    this.written.push(chunk);
    this.unread += chunk.length;
    return this.unread < 16 * 1024;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
  end(chunk?: string) {
    if (chunk) this.written.push(chunk);
    this.writableEnded = true;
    this.emit('close');
    return this;
  }
}

const position = (id: number) => ({
  tripDayId: 1,
  id,
  event: 'position' as const,
  data: { n: id, pad: 'x'.repeat(2000) },
});

const limits = { perUser: 5, perAddress: 20 };
const streamsOn = (hub: LocalHub, options: Partial<LiveStreamsOptions> = {}) =>
  new LiveStreams(hub, {
    heartbeatMs: 60_000,
    slots: new LocalStreamSlots(),
    limits,
    guard: async () => new Map(),
    ...options,
  });
let opened = 0;
const stream = (owner: Partial<OpenStream['owner']> = {}): OpenStream => ({
  id: `stream-${++opened}`,
  owner: { userId: 1, sessionId: 's1', role: 'rider', address: '10.0.0.1', tripDayId: 1, ...owner },
});

describe('live streams', () => {
  it('drops a watcher that stops reading instead of buffering for it, and keeps serving the others', async () => {
    const hub = new LocalHub();
    const counted = { opened: 0, closed: 0 };
    const streams = streamsOn(hub, {
      observer: { opened: () => counted.opened++, closed: () => counted.closed++ },
    });
    const slow = new FakeResponse();
    const fast = new FakeResponse();
    await streams.open(slow as unknown as ServerResponse, stream(), async () => []);
    await streams.open(fast as unknown as ServerResponse, stream(), async () => []);
    expect(streams.size).toBe(2);
    for (let id = 1; id <= 60; id++) {
      await hub.publish(position(id));
      fast.unread = 0; // this one reads everything at once
    }
    expect(slow.destroyed).toBe(true);
    // It never held more than the limit and one frame.
    expect(slow.written.join('').length).toBeLessThan(SLOW_WATCHER_BYTES + 5000);
    expect(fast.destroyed).toBe(false);
    expect(fast.written.filter((frame) => frame.startsWith('id: ')).length).toBe(60);
    expect(streams.size).toBe(1);
    streams.closeAll();
    expect(fast.writableEnded).toBe(true);
    expect(streams.size).toBe(0);
    expect(counted).toEqual({ opened: 2, closed: 2 });
  });

  it('sends frames published while the first frames were read after them, once each', async () => {
    const hub = new LocalHub();
    const streams = streamsOn(hub);
    const response = new FakeResponse();
    const snapshot = `id: 1\nevent: position\ndata: {}\n\n`;
    await streams.open(response as unknown as ServerResponse, stream(), async () => {
      // Two positions arrive while the snapshot is read; the first of them is in it.
      await hub.publish({ tripDayId: 1, id: 1, event: 'position', data: {} });
      await hub.publish({ tripDayId: 1, id: 2, event: 'position', data: {} });
      return [snapshot];
    });
    const ids = response.written
      .filter((frame) => frame.startsWith('id: '))
      .map((frame) => frame.split('\n')[0]);
    expect(ids).toEqual(['id: 1', 'id: 2']);
    streams.closeAll();
  });

  it('closes at the heartbeat check the streams whose permission ended, with the reason, and frees their slots', async () => {
    const hub = new LocalHub();
    const slots = new LocalStreamSlots();
    const ended = new Map<string, LiveClosedReason>();
    const streams = streamsOn(hub, { slots, guard: async () => ended });
    const watch = async () => {
      const { owner } = stream({ userId: 7 });
      const admitted = await streams.admit(owner);
      if (!('id' in admitted)) throw new Error(`refused: ${admitted.refused}`);
      const response = new FakeResponse();
      await streams.open(response as unknown as ServerResponse, { id: admitted.id, owner }, async () => []);
      return { id: admitted.id, owner, response };
    };
    const kept = await watch();
    const revoked = await watch();
    const keptResponse = kept.response;
    const revokedResponse = revoked.response;
    ended.set(revoked.id, 'signed_out');
    await streams.recheck();
    expect(revokedResponse.writableEnded).toBe(true);
    expect(revokedResponse.written.at(-1)).toBe('event: closed\ndata: {"reason":"signed_out"}\n\n');
    expect(keptResponse.writableEnded).toBe(false);
    expect(streams.size).toBe(1);
    // Its slot is free again: four more fit beside the one kept, not a fifth.
    for (let index = 0; index < 4; index++) await watch();
    expect(await streams.admit(kept.owner)).toEqual({ refused: 'user' });
    streams.closeAll();
  });
});

describe('stream slots', () => {
  const holder = (userId: number, address: string): SlotHolder => ({ userId, address });

  it('refuse the sixth stream of a user and the 21st of an address, and take one again once one closes', async () => {
    const slots = new LocalStreamSlots();
    for (let index = 1; index <= 5; index++)
      expect(await slots.acquire(`u${index}`, holder(1, 'a'), limits)).toBe(null);
    expect(await slots.acquire('u6', holder(1, 'b'), limits)).toBe('user');
    await slots.release('u3', holder(1, 'a'));
    expect(await slots.acquire('u6', holder(1, 'a'), limits)).toBe(null);
    // Fifteen more from other users on the same address fill it; the 21st is refused.
    for (let index = 0; index < 15; index++) {
      expect(await slots.acquire(`o${index}`, holder(100 + index, 'a'), limits)).toBe(null);
    }
    expect(await slots.acquire('last', holder(999, 'a'), limits)).toBe('address');
    expect(await slots.acquire('elsewhere', holder(999, 'c'), limits)).toBe(null);
  });

  it('are shared by processes through Redis, and a slot no heartbeat refreshes frees itself', async () => {
    const userId = 2_000_000_000 + (process.pid % 100_000_000);
    const address = `test-${process.pid}-${Date.now()}`;
    const one = new RedisStreamSlots(REDIS_URL, 60_000);
    const other = new RedisStreamSlots(REDIS_URL, 60_000);
    const brief = new RedisStreamSlots(REDIS_URL, 200);
    try {
      for (let index = 0; index < 3; index++) {
        expect(await one.acquire(`a${index}`, holder(userId, address), limits)).toBe(null);
      }
      for (let index = 0; index < 2; index++) {
        expect(await other.acquire(`b${index}`, holder(userId, address), limits)).toBe(null);
      }
      expect(await one.acquire('a9', holder(userId, address), limits)).toBe('user');
      await other.release('b0', holder(userId, address));
      expect(await one.acquire('a9', holder(userId, address), limits)).toBe(null);
      for (const id of ['a0', 'a1', 'a2', 'a9', 'b1']) await one.release(id, holder(userId, address));

      // A process that died leaves its slots unrefreshed: past the ttl they count no more.
      const crashed = holder(userId + 1, `${address}-x`);
      for (let index = 0; index < 5; index++) await brief.acquire(`c${index}`, crashed, limits);
      expect(await brief.acquire('c5', crashed, limits)).toBe('user');
      const until = Date.now() + 250;
      let answer: string | null = 'user';
      // Redis's own clock decides; polling is bounded by the 200 ms ttl.
      while (answer !== null && Date.now() < until + 1000)
        answer = await brief.acquire('c5', crashed, limits);
      expect(answer).toBe(null);
    } finally {
      await Promise.all([one.close(), other.close(), brief.close()]);
    }
  });
});
