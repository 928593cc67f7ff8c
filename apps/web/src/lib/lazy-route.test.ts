import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './lazy-route.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled, after letting pending callbacks run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('withChunkTimeout', () => {
  it("is the spec's 120 seconds", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has not loaded after 120 seconds, and not before', async () => {
    const stalled = withChunkTimeout(() => new Promise<never>(() => undefined))();
    stalled.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(await hasSettled(stalled)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(stalled).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(stalled).rejects.toThrow('Loading this page took too long.');
  });

  it('asks for the chunk in a task of its own, not in the one that called it', async () => {
    const load = vi.fn(() => Promise.resolve({ title: 'the wallet page' }));
    const loaded = withChunkTimeout(load)();
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    await expect(loaded).resolves.toEqual({ title: 'the wallet page' });
  });

  it('passes a module that loads in time and clears its timer', async () => {
    const module = { title: 'the wallet page' };
    // Counted from here: a file run before this one in the same worker may have left timers.
    const timersBefore = vi.getTimerCount();
    const loaded = withChunkTimeout(() => Promise.resolve(module))();
    await vi.advanceTimersByTimeAsync(0);
    await expect(loaded).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(timersBefore);
  });

  it('turns a failed download into a ChunkLoadError at once', async () => {
    const timersBefore = vi.getTimerCount();
    const failed = withChunkTimeout(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/wallet-3f2a.js')),
    )();
    failed.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(vi.getTimerCount()).toBe(timersBefore);
  });
});
