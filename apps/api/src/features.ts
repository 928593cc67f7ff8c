import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAreaRoutes } from './features/account-area/account-area.routes.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { bookingsRoutes } from './features/booking/bookings.routes.ts';
import { formsRoutes } from './features/forms/forms.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { citiesRoutes } from './features/network/cities.routes.ts';
import { networkRoutes } from './features/network/network.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { partnerRoutes } from './features/partner/partner.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { promotionsRoutes } from './features/promotions/promotions.routes.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';

/** Every feature's routes, mounted under /v1 by app.ts. */
export const FEATURES: FastifyPluginAsyncZod[] = [
  healthRoutes,
  accountsRoutes,
  citiesRoutes,
  walletRoutes,
  paymentsRoutes,
  networkRoutes,
  formsRoutes,
  notificationsRoutes,
  promotionsRoutes,
  accountAreaRoutes,
  partnerRoutes,
  bookingsRoutes,
];
