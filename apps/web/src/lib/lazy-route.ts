import { type ComponentType, lazy } from 'react';

/** docs/product.md#texts: a script chunk that has not loaded after 120 seconds is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Wraps a route module import so that a stalled download fails instead of hanging. The import
 * starts in a task of its own: the bundler's preload step adds a `<link>` for each file the chunk
 * needs, which under a phone's CPU is tens of milliseconds. Started inside the caller's task
 * (React Router making the router or running a navigation, React rendering a lazy part), it made
 * that task long enough to hold a tap back (docs/decisions/225).
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError('Loading this page took too long.')),
        timeoutMs,
      );
      setTimeout(() =>
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
          },
        ),
      );
    });
}

/**
 * `React.lazy` for a part of a page (a form, a dialog, the bell, the boarding pass), with what
 * the page chunks have (docs/product.md#constants, docs/decisions/177): a download that has not arrived
 * after the chunk timeout fails, and a failure shows the route's error page with its Reload.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(withChunkTimeout(() => load().then((component) => ({ default: component }))));
}
