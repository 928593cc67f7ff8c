import { paths } from '../../config/paths.ts';

/**
 * The booking pages open offline once a booking was viewed (docs/decisions/161): the same
 * worker as the driver app (`public/shell-sw.js`), scoped to /dashboard/my-bookings, which
 * copies every file of these pages when it installs. Registered here rather than through a
 * module shared with the driver app: a shared module would be a chunk of its own, and every
 * chunk's name weighs on a rider's first load.
 */
const SCOPE = paths.dashboard.myBookings;

export function keepBookingPagesOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker
    .register(`/shell-sw.js?scope=${encodeURIComponent(SCOPE)}`, { scope: SCOPE })
    .catch(() => undefined);
}
