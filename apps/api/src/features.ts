import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAreaRoutes } from './features/account-area/account-area.routes.ts';
import { dataRightsRoutes } from './features/account-area/data-rights.routes.ts';
import { mobilityCardsRoutes } from './features/account-area/mobility-cards.routes.ts';
import { accountsRoutes } from './features/accounts/accounts.routes.ts';
import { setPasswordRoutes } from './features/accounts/set-password.routes.ts';
import { staffRoutes } from './features/accounts/staff.routes.ts';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.ts';
import { bookingsRoutes } from './features/booking/bookings.routes.ts';
import { busPartnerRoutes } from './features/bus-partner/bus-partner.routes.ts';
import { driverRoutes } from './features/driver/driver.routes.ts';
import { driverOpsRoutes } from './features/driver/driver-ops.routes.ts';
import { driversRoutes } from './features/fleet/drivers.routes.ts';
import { vehiclesRoutes } from './features/fleet/vehicles.routes.ts';
import { formsRoutes } from './features/forms/forms.routes.ts';
import { inboxRoutes } from './features/forms/inbox.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { citiesRoutes } from './features/network/cities.routes.ts';
import { networkRoutes } from './features/network/network.routes.ts';
import { networkAdminRoutes } from './features/network/network-admin.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { dailyReportRoutes } from './features/operations/daily-report.routes.ts';
import { jobsAdminRoutes } from './features/operations/jobs-admin.routes.ts';
import { partnerRoutes } from './features/partner/partner.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { promoCodesAdminRoutes } from './features/promotions/promo-codes-admin.routes.ts';
import { promotionsRoutes } from './features/promotions/promotions.routes.ts';
import { ratingsOpsRoutes, ratingsRoutes } from './features/ratings/ratings.routes.ts';
import { receiptsRoutes } from './features/receipts/receipts.routes.ts';
import { rostersRoutes } from './features/runs/rosters.routes.ts';
import { runNoticesRoutes } from './features/runs/run-notices.routes.ts';
import { runsRoutes } from './features/runs/runs.routes.ts';
import {
  trackingDriverRoutes,
  trackingOpsRoutes,
  trackingRoutes,
} from './features/tracking/tracking.routes.ts';
import { companiesAdminRoutes } from './features/wallet/companies-admin.routes.ts';
import { ridersAdminRoutes } from './features/wallet/riders-admin.routes.ts';
import { walletRoutes } from './features/wallet/wallet.routes.ts';
import { roleWing } from './shared/access.ts';

/** Every feature's routes, mounted under /v1 by app.ts. */
export const FEATURES: FastifyPluginAsyncZod[] = [
  healthRoutes,
  accountsRoutes,
  setPasswordRoutes,
  citiesRoutes,
  walletRoutes,
  receiptsRoutes,
  paymentsRoutes,
  networkRoutes,
  formsRoutes,
  notificationsRoutes,
  promotionsRoutes,
  accountAreaRoutes,
  dataRightsRoutes,
  mobilityCardsRoutes,
  partnerRoutes,
  bookingsRoutes,
  trackingRoutes,
  ratingsRoutes,
];

/**
 * The operators' wing, mounted at /v1/ops: every route inside is for operators and admins only
 * (a route may narrow to admins with `config: { roles: ['admin'] }`), checked before anything
 * else runs (docs/decisions/120-roles-and-access.md).
 */
export const OPS_ROUTES: FastifyPluginAsyncZod[] = [
  auditLogRoutes,
  staffRoutes,
  networkAdminRoutes,
  runsRoutes,
  runNoticesRoutes,
  rostersRoutes,
  vehiclesRoutes,
  driversRoutes,
  ridersAdminRoutes,
  inboxRoutes,
  dailyReportRoutes,
  promoCodesAdminRoutes,
  companiesAdminRoutes,
  trackingOpsRoutes,
  driverOpsRoutes,
  ratingsOpsRoutes,
  jobsAdminRoutes,
];
export const opsWing = roleWing(['operator', 'admin'], OPS_ROUTES);

/** The bus partners' portal, mounted at /v1/bus-partner: bus partners only (ADR 172). */
export const busPartnerWing = roleWing(['bus_partner'], [busPartnerRoutes]);

/** The drivers' wing, mounted at /v1/driver: only their own runs (docs/decisions/160); the
 * positions they share come in here too (docs/decisions/165). */
export const driverWing = roleWing(['driver'], [driverRoutes, trackingDriverRoutes]);
