// The service worker of the pages that open offline (docs/decisions/161): the driver app, under
// /driver, and a rider's bookings, under /dashboard/my-bookings. The page registers it with its
// scope in the address (`/shell-sw.js?scope=/driver`) and the same scope as its own.
//
// It keeps the app shell: the scope's page and every built file its pages may load, listed by
// the build in /offline-shell.json. All of them are copied before the worker takes control, so
// a reload with no connection never meets a file the worker lacks; each page loaded online
// copies what a new release added and drops what it no longer lists. API calls pass through
// untouched: the pages keep their data themselves (IndexedDB for drivers, local storage for a pass).
const SHELL_PAGE = new URL(self.location.href).searchParams.get('scope') || '/driver';
const SHELL_CACHE = `shuttle-shell-v1:${SHELL_PAGE}`;
const SHELL_LIST = '/offline-shell.json';
/** The addresses the list may hold besides the page (see `OfflineScope` in the web app's build). */
const SHELL_FILES = /^\/(assets\/|driver[\w.-]*$|favicon\.svg$)/;

async function copyShell() {
  const response = await fetch(SHELL_LIST, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${SHELL_LIST} answered ${response.status}`);
  const { scopes } = await response.json();
  const wanted = new Set([SHELL_PAGE, ...(scopes[SHELL_PAGE] ?? [])]);
  const cache = await caches.open(SHELL_CACHE);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  // Hashed files never change, so one copy is enough; the page is refreshed by each visit.
  await cache.addAll([...wanted].filter((path) => !kept.has(path)));
  await Promise.all([...kept].filter((path) => !wanted.has(path)).map((path) => cache.delete(path)));
}

// Installing fails, and the worker waits for the next visit, unless every file was copied.
self.addEventListener('install', (event) => event.waitUntil(copyShell().then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/v1/')) return;

  if (request.mode === 'navigate') {
    // Network first, so a new release arrives at once; the saved page when there is none.
    const fresh = fetch(request);
    // Copied before the page reads the body; the first reaction to `fresh` runs first.
    const saved = fresh.then(async (response) => {
      if (!response.ok) return;
      const copy = response.clone();
      await (await caches.open(SHELL_CACHE)).put(SHELL_PAGE, copy);
      await copyShell();
    });
    event.respondWith(
      fresh.catch(
        async () => (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error(),
      ),
    );
    event.waitUntil(saved.catch(() => undefined));
    return;
  }

  // The built files (hashed names never change content), the icon and the driver app's own
  // files: the copy first. Anything else goes to the network as if there were no worker.
  if (SHELL_FILES.test(url.pathname)) {
    event.respondWith(
      caches.match(request, { cacheName: SHELL_CACHE }).then((cached) => cached ?? fetch(request)),
    );
  }
});
