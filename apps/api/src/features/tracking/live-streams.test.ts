import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LocalHub } from './live-hub.ts';
import { LiveStreams, SLOW_WATCHER_BYTES } from './live-streams.ts';

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
  end() {
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

describe('live streams', () => {
  it('drops a watcher that stops reading instead of buffering for it, and keeps serving the others', async () => {
    const hub = new LocalHub();
    const counted = { opened: 0, closed: 0 };
    const streams = new LiveStreams(hub, 60_000, {
      opened: () => counted.opened++,
      closed: () => counted.closed++,
    });
    const slow = new FakeResponse();
    const fast = new FakeResponse();
    await streams.open(slow as unknown as ServerResponse, 1, async () => []);
    await streams.open(fast as unknown as ServerResponse, 1, async () => []);
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
    const streams = new LiveStreams(hub, 60_000);
    const response = new FakeResponse();
    const snapshot = `id: 1\nevent: position\ndata: {}\n\n`;
    await streams.open(response as unknown as ServerResponse, 1, async () => {
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
});
