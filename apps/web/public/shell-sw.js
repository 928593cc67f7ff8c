// The service worker of the pages that open offline (docs/decisions/161): the driver app, under
// /driver, and a rider's bookings, under /dashboard/my-bookings. The page registers it with its
// scope in the address (`/shell-sw.js?scope=/driver`) and the same scope as its own. It keeps
// the app shell (the page and its hashed assets); API calls pass through untouched, because
// the pages keep their data themselves (IndexedDB for drivers, local storage for a pass).
const SHELL_PAGE = new URL(self.location.href).searchParams.get('scope') || '/driver';
const SHELL_CACHE = `shuttle-shell-v1:${SHELL_PAGE}`;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/v1/')) return;

  if (request.mode === 'navigate') {
    // Network first, so a new release arrives at once; the saved page when there is none.
    event.respondWith(
      fetch(request)
        .then(async (response) => {
          if (response.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_PAGE, response.clone());
          return response;
        })
        .catch(async () => (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error()),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/driver-icon-')) {
    // Hashed names never change content: the cache first, the network once.
    event.respondWith(
      caches.match(request, { cacheName: SHELL_CACHE }).then(
        (cached) =>
          cached ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(SHELL_CACHE)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});
