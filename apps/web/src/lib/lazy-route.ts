/** docs/product.md#texts: a script chunk that has not loaded after 120 seconds is an error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Wraps a route module import so that a stalled download fails instead of hanging. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError('Loading this page took too long.')),
        timeoutMs,
      );
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
        },
      );
    });
}
