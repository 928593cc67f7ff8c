/**
 * Pages that open without a connection (docs/decisions/161): `public/shell-sw.js`, registered
 * with the page's scope, serves the page and its assets from a cache of that scope when the
 * network fails. The worker only sees requests made after it took control, so the files this
 * page already loaded are put in the cache here too; a page calls `cacheShell` again after it
 * has loaded more (a lazy part).
 */
export const shellCacheName = (scope: string) => `shuttle-shell-v1:${scope}`;

export function registerShell(scope: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register(`/shell-sw.js?scope=${encodeURIComponent(scope)}`, { scope })
    .then(() => cacheShell(scope))
    .catch(() => undefined);
}

export async function cacheShell(scope: string): Promise<void> {
  if (typeof window === 'undefined' || !('caches' in window)) return;
  const cache = await caches.open(shellCacheName(scope));
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const missing = [];
  for (const path of [scope, ...new Set(loaded)]) {
    if (!(await cache.match(path))) missing.push(path);
  }
  await Promise.all(missing.map((path) => cache.add(path).catch(() => undefined)));
}
