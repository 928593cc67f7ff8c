/**
 * Starts a worker that loads the browser's locale data off the main thread (docs/decisions/207).
 * A phone's first date field or `Intl` date format otherwise loads it on the main thread, one
 * task of about 150 ms under Lighthouse's mobile CPU. Best effort: where workers are missing or
 * refused, or the file cannot load (offline), the page loads the data itself on first use; a
 * worker that fails to load tells only its own `error` event, never the page.
 */
export function warmLocaleData(): void {
  try {
    new Worker(new URL('./locale-data.worker.ts', import.meta.url));
  } catch {
    // No worker: nothing is lost but the head start.
  }
}
