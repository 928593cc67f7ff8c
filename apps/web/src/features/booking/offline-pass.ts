import { paths } from '../../config/paths.ts';

/**
 * The booking pages open offline once a booking was viewed (docs/decisions/161): the same
 * worker as the driver app (`public/shell-sw.js`), scoped to /dashboard/my-bookings. This
 * mirrors `features/driver/pwa.ts` on purpose rather than sharing a module: a module shared
 * by the two would be a chunk of its own, and every chunk's name weighs on a rider's first load.
 */
const SCOPE = paths.dashboard.myBookings;

export function keepBookingPagesOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register(`/shell-sw.js?scope=${encodeURIComponent(SCOPE)}`, { scope: SCOPE })
    // The pass's QR encoder loads after the page: wait for it, then keep everything loaded.
    .then(() => import('./components/boarding-pass.tsx'))
    .then(() => cacheLoadedFiles())
    .catch(() => undefined);
}

async function cacheLoadedFiles(): Promise<void> {
  const cache = await caches.open(`shuttle-shell-v1:${SCOPE}`);
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  await Promise.all(
    [SCOPE, ...new Set(loaded)].map(async (path) => {
      if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
    }),
  );
}
