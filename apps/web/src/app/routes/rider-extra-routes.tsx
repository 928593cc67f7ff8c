import { type RouteObject, redirect } from 'react-router';
import { paths } from '../../config/paths.ts';
import { page } from '../page-route.tsx';

/**
 * A rider's occasional pages: receipts, notice preferences, the account area with their data, and
 * the pages after a booking, a request or a verification. The router adds them under the
 * dashboard on the first visit to one of their addresses (`patchRoutesOnNavigation`,
 * docs/decisions/156 and 282), so riders' first load carries none of them.
 */
export const dashboardExtraRoutes: RouteObject[] = [
  { path: 'receipts', ...page(() => import('./dashboard/receipts.tsx')) },
  { path: 'receipts/:receiptId', ...page(() => import('./dashboard/receipt.tsx')) },
  {
    path: 'notifications/preferences',
    ...page(() => import('./dashboard/notification-preferences.tsx')),
  },
  {
    path: 'booking-successful/:bookingId?',
    ...page(() => import('./dashboard/booking-successful.tsx')),
  },
  { path: 'request-successful', ...page(() => import('./dashboard/request-successful.tsx')) },
  {
    path: 'verification-successful',
    ...page(() => import('./dashboard/verification-successful.tsx')),
  },
  {
    path: 'account',
    ...page(() => import('./dashboard/account/layout.tsx')),
    children: [
      { index: true, loader: () => redirect(paths.dashboard.account.profile) },
      { path: 'profile', ...page(() => import('./dashboard/account/profile.tsx')) },
      { path: 'password', ...page(() => import('./dashboard/account/password.tsx')) },
      { path: 'suggest-route', ...page(() => import('./dashboard/account/suggest-route.tsx')) },
      { path: 'promo-codes', ...page(() => import('./dashboard/account/promo-codes.tsx')) },
      { path: 'trip-menu', ...page(() => import('./dashboard/account/trip-menu.tsx')) },
      { path: 'support', ...page(() => import('./dashboard/account/support.tsx')) },
      { path: 'your-data', ...page(() => import('./dashboard/account/your-data.tsx')) },
      { path: 'data-export/:exportId', ...page(() => import('./dashboard/account/data-export.tsx')) },
    ],
  },
];
