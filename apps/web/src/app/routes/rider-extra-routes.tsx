import type { RouteObject } from 'react-router';
import { page } from '../page-route.tsx';

/**
 * A rider's occasional pages: receipts, notice preferences and their data. The router adds them
 * under the dashboard and the account area on the first visit to one of their addresses
 * (`patchRoutesOnNavigation`, docs/decisions/156), so riders' first load carries none of them.
 */
export const dashboardExtraRoutes: RouteObject[] = [
  { path: 'receipts', ...page(() => import('./dashboard/receipts.tsx')) },
  { path: 'receipts/:receiptId', ...page(() => import('./dashboard/receipt.tsx')) },
  {
    path: 'notifications/preferences',
    ...page(() => import('./dashboard/notification-preferences.tsx')),
  },
];

export const accountExtraRoutes: RouteObject[] = [
  { path: 'your-data', ...page(() => import('./dashboard/account/your-data.tsx')) },
  { path: 'data-export/:exportId', ...page(() => import('./dashboard/account/data-export.tsx')) },
];
