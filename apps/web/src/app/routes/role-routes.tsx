import { type LoaderFunction, type RouteObject, redirect } from 'react-router';
import { opsPaths } from '../../config/ops-paths.ts';
import { page, type RouteModule } from '../page-route.tsx';
import { consoleUser } from '../role-access.ts';

/**
 * The pages that are never a rider's: the operators' console (docs/decisions/123), the homes of
 * drivers and bus partners and an invitation's set-password page. The router adds these routes
 * when a navigation first reaches one of their addresses (`patchRoutesOnNavigation`,
 * docs/decisions/156), so a rider's entry carries neither their code nor their addresses.
 */

/** Beside the site's pages, inside its frame (the route with id `site`). */
export const siteRoleRoutes: RouteObject[] = [
  { path: 'set-password/:token', ...page(() => import('./auth/set-password.tsx')) },
];

/** One line per screen, each its own chunk; the layout's loader lets only staff in. */
const opsScreens: [path: string, load: () => Promise<RouteModule>][] = [
  ['today', () => import('./ops/today.tsx')],
  ['live', () => import('./ops/live.tsx')],
  ['network', () => import('./ops/network.tsx')],
  ['network/routes/:routeId', () => import('./ops/route.tsx')],
  ['runs', () => import('./ops/runs.tsx')],
  ['rosters', () => import('./ops/rosters.tsx')],
  ['runs/:tripDayId/manifest', () => import('./ops/manifest.tsx')],
  ['fleet', () => import('./ops/fleet.tsx')],
  ['drivers', () => import('./ops/drivers.tsx')],
  ['drivers/:driverId/ratings', () => import('./ops/driver-ratings.tsx')],
  ['riders', () => import('./ops/riders.tsx')],
  ['riders/:userId', () => import('./ops/rider.tsx')],
  ['wallet-adjustments', () => import('./ops/wallet-adjustments.tsx')],
  ['companies', () => import('./ops/companies.tsx')],
  ['companies/:companyId', () => import('./ops/company.tsx')],
  ['promo-codes', () => import('./ops/promo-codes.tsx')],
  ['reports', () => import('./ops/reports.tsx')],
  ['staff', () => import('./ops/staff.tsx')],
  ['audit-log', () => import('./ops/audit-log.tsx')],
  ['inbox/:kind', () => import('./ops/inbox.tsx')],
  ['inbox/:kind/:id', () => import('./ops/inbox-item.tsx')],
  ['jobs', () => import('./ops/jobs.tsx')],
];

/**
 * The console's one role check (docs/decisions/272): its layout renders the not-found page to
 * anyone but staff, and a screen's loader runs only once the same check has passed, so a rider
 * sent to a console address asks the ops API nothing. Screens check no role themselves.
 */
function staffOnly(module: RouteModule & { loader?: LoaderFunction }) {
  const { loader } = module;
  if (!loader) return module;
  const guarded: LoaderFunction = async (args) => ((await consoleUser()) ? loader(args) : null);
  return { ...module, loader: guarded };
}

/**
 * The console, the bus partners' portal and the driver app (docs/decisions/161), children of
 * the root route beside the dashboard: each has its own header or frame (the site's navbar
 * leads to a rider's dashboard).
 */
export const consoleRoutes: RouteObject[] = [
  { path: 'bus-partner', ...page(() => import('./bus-partner/portal.tsx')) },
  {
    path: 'driver',
    ...page(() => import('./driver/layout.tsx')),
    children: [
      { index: true, ...page(() => import('./driver/today.tsx')) },
      { path: 'runs/:runId', ...page(() => import('./driver/run.tsx')) },
    ],
  },
  {
    path: 'ops',
    ...page(() => import('./ops/layout.tsx')),
    children: [
      { index: true, loader: () => redirect(opsPaths.today) },
      { path: 'inbox', loader: () => redirect(opsPaths.inbox('partner-applications')) },
      ...opsScreens.map(([path, load]) => ({ path, ...page(() => load().then(staffOnly)) })),
    ],
  },
];
