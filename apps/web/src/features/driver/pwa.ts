/**
 * The driver app installs like an app and opens offline (docs/decisions/161): the web app
 * manifest and the service worker are added only on /driver pages, so riders never load them.
 * The worker (public/driver-sw.js) is scoped to /driver; it serves the app's shell from the
 * cache when there is no connection. The files this page already loaded are put in that cache
 * here, because the worker only sees the requests made after it took control.
 */
export const SHELL_CACHE = 'shuttle-driver-shell-v1';
const SHELL_PAGE = '/driver';

export function installDriverApp(): void {
  if (typeof document === 'undefined') return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/driver.webmanifest';
    document.head.append(link);
  }
  if (!document.querySelector('meta[name="theme-color"]')) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#0b5d3b';
    document.head.append(meta);
  }
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register('/driver-sw.js', { scope: SHELL_PAGE })
    .then(() => cacheShell())
    .catch(() => undefined);
}

/** Puts the files loaded so far in the shell cache; pages call it again after loading more. */
export async function cacheShell(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(SHELL_CACHE);
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const missing = [];
  for (const path of [SHELL_PAGE, ...new Set(loaded)]) {
    if (!(await cache.match(path))) missing.push(path);
  }
  await Promise.all(missing.map((path) => cache.add(path).catch(() => undefined)));
}
