import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { server } from './msw-server.ts';

// Lazily loaded parts (dialogs, the bell, the search form) are compiled on first import, which on
// a busy 2-core machine can take longer than the library's 1 s wait; it is a limit, not a speed test.
configure({ asyncUtilTimeout: 5_000 });

// Web tests mock only the network; a request no handler answers fails in the page, loudly
// (docs/code-style.md#tests).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // The page first: what it asks for as it closes still finds this test's handlers.
  cleanup();
  server.resetHandlers();
  // The session and the app's query cache live in modules: one test's login must not leak.
  session.end();
  queryClient.clear();
});
afterAll(() => server.close());

// Any console.error fails the test that caused it (docs/code-style.md#tests). Set before every
// test: a file's `vi.restoreAllMocks()` would otherwise lift it for the rest of that file.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

// jsdom has no <dialog> methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
