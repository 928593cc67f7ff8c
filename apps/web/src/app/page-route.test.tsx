import { describe, expect, it, vi } from 'vitest';
import { page, queryFreePage } from './page-route.tsx';

/** Lets every microtask queued so far run, without letting a task (a timer) pass. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

describe.each([
  ['page', page],
  ['queryFreePage', queryFreePage],
])('%s', (_name, route) => {
  it('asks for the chunk in a task of its own, not in the one that called lazy', async () => {
    const Component = () => null;
    const load = vi.fn(async () => ({ Component }));
    const loading = route(load).lazy();

    await drainMicrotasks();
    expect(load).not.toHaveBeenCalled();

    const loaded = await loading;
    expect(load).toHaveBeenCalledOnce();
    expect(loaded.Component).toBeTypeOf('function');
  });

  it('fails as the chunk does', async () => {
    const load = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(route(load).lazy()).rejects.toThrow('Failed to fetch dynamically imported module');
  });
});
