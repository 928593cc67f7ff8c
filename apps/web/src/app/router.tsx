import {
  createBrowserRouter,
  type DOMRouterOpts,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths.ts';
import { isRiderExtraPath, isRolePath, runGuards } from './guards.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { page, queryFreePage } from './page-route.tsx';
import { RouteError } from './route-error.tsx';
import type { PartnerLoginData } from './routes/auth/partner-login.tsx';

/** The routes the role routes are added under (see `patchRoutesOnNavigation`). */
const ROOT_ROUTE_ID = 'root';
const SITE_ROUTE_ID = 'site';
/** The rider's occasional pages are added under this one (see `patchRoutesOnNavigation`). */
const DASHBOARD_ROUTE_ID = 'dashboard';

const dashboardLayout = page(() =>
  import('./layouts/dashboard-layout.tsx').then((module) => ({
    Component: module.DashboardLayout,
    loader: module.dashboardLoader,
  })),
);

/**
 * The sandbox payment provider's checkout, a page of its own outside the dashboard's frame as
 * Paystack's is; both builds carry it, so that funding the wallet works inside the partner app
 * too (docs/decisions/130).
 */
const checkoutRoute: RouteObject = {
  path: 'checkout/:accessCode',
  ...page(() => import('./routes/checkout.tsx')),
};

// A page of text and links alone reads nothing from the server: TanStack Query is not loaded for
// it (docs/decisions/057, docs/decisions/286).
const siteRoutes = (): RouteObject[] => [
  { index: true, ...queryFreePage(() => import('./routes/home.tsx')) },
  { path: 'how-it-works', ...queryFreePage(() => import('./routes/marketing/how-it-works.tsx')) },
  { path: 'charter', ...page(() => import('./routes/marketing/charter.tsx')) },
  { path: 'business', ...page(() => import('./routes/marketing/business.tsx')) },
  { path: 'drive-for-us', ...page(() => import('./routes/marketing/drive-for-us.tsx')) },
  { path: 'she-moves', ...queryFreePage(() => import('./routes/marketing/she-moves.tsx')) },
  { path: 'she-moves-details', ...page(() => import('./routes/marketing/she-moves-details.tsx')) },
  { path: 'bus-partners', ...queryFreePage(() => import('./routes/marketing/bus-partners.tsx')) },
  { path: 'bus-partners/form', ...page(() => import('./routes/marketing/bus-partners-form.tsx')) },
  { path: 'faq', ...queryFreePage(() => import('./routes/marketing/faq.tsx')) },
  { path: 'privacy', loader: () => redirect(paths.privacyPolicy) },
  { path: 'privacy-policy', ...queryFreePage(() => import('./routes/marketing/privacy-policy.tsx')) },
  { path: 'routes', ...page(() => import('./routes/routes-search.tsx')) },
  { path: 'routes-search', ...page(() => import('./routes/routes-search.tsx')) },
  { path: 'forgot-password', ...page(() => import('./routes/auth/forgot-password.tsx')) },
  { path: 'password/:token', ...page(() => import('./routes/auth/reset-password.tsx')) },
  { path: 'verification/:token', ...page(() => import('./routes/auth/verification.tsx')) },
  { path: 'email-change/:token', ...page(() => import('./routes/auth/undo-email-change.tsx')) },
  { path: '*', ...page(() => import('./routes/not-found.tsx')) },
];

const dashboardRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(paths.dashboard.home) },
  { path: 'home', ...page(() => import('./routes/dashboard/home.tsx')) },
  { path: 'booking-catalogue', ...page(() => import('./routes/dashboard/booking-catalogue.tsx')) },
  { path: 'book', ...page(() => import('./routes/dashboard/book.tsx')) },
  { path: 'charter', ...page(() => import('./routes/dashboard/charter.tsx')) },
  { path: 'my-bookings', ...page(() => import('./routes/dashboard/my-bookings.tsx')) },
  { path: 'my-bookings/:bookingId', ...page(() => import('./routes/dashboard/booking.tsx')) },
  { path: 'wallet', ...page(() => import('./routes/dashboard/wallet.tsx')) },
  { path: 'notifications', ...page(() => import('./routes/dashboard/notifications.tsx')) },
  { path: '*', ...page(() => import('./routes/not-found.tsx')) },
];

/**
 * The whole site: marketing pages, their forms, login and the rider's dashboard. A function, like
 * `embeddedChildren`: each build keeps only the pages it names (see `routes`).
 */
const siteChildren = (): RouteObject[] => [
  // The login page stands alone, without the site's navbar and no close button (spec 2). Its
  // form loads the query client when it is used (docs/decisions/282).
  { path: 'login', ...queryFreePage(() => import('./routes/auth/login.tsx')) },
  checkoutRoute,
  { id: DASHBOARD_ROUTE_ID, path: 'dashboard', ...dashboardLayout, children: dashboardRoutes },
  { id: SITE_ROUTE_ID, element: <SiteLayout />, children: siteRoutes() },
];

/**
 * The embedded build (docs/product.md#embedded-build): only /login, / as a redirect to dashboard home, the
 * dashboard and the wallet's checkout; every other address is the not-found page.
 */
const embeddedChildren = (partner: string): RouteObject[] => [
  { index: true, loader: () => redirect(paths.dashboard.home) },
  {
    path: 'login',
    loader: (): PartnerLoginData => ({ partner }),
    ...page(() => import('./routes/auth/partner-login.tsx')),
  },
  { id: DASHBOARD_ROUTE_ID, path: 'dashboard', ...dashboardLayout, children: dashboardRoutes },
  checkoutRoute,
  { path: '*', ...page(() => import('./routes/not-found.tsx')) },
];

export interface RouteOptions {
  /** The partner of the embedded build; absent for the site. */
  embeddedPartner?: string | undefined;
}

export function createRoutes({ embeddedPartner }: RouteOptions = {}): RouteObject[] {
  return rootRoutes(embeddedPartner ? embeddedChildren(embeddedPartner) : siteChildren());
}

function rootRoutes(children: RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown for the moment the first page's code loads; the page itself replaces it.
      hydrateFallbackElement: <div className="page-loading" aria-hidden="true" />,
      loader: ({ request }) => {
        runGuards(new URL(request.url));
        return null;
      },
      shouldRevalidate: () => true,
      children,
    },
  ];
}

/**
 * This build's routes. The partner is read where the build writes it in, so the bundler drops the
 * other build's pages: the embedded build carries none of the site's marketing pages and the site
 * none of the partner's login (docs/decisions/175).
 */
export const routes: RouteObject[] = rootRoutes(
  import.meta.env.VITE_EMBEDDED_PARTNER
    ? embeddedChildren(import.meta.env.VITE_EMBEDDED_PARTNER)
    : siteChildren(),
);

/**
 * The pages that are never a rider's (the console, the drivers' and bus partners' homes, the
 * staff's set-password page) are not in these routes: the first navigation to one of their
 * addresses loads `routes/role-routes.tsx` and adds them, so none of their code or addresses
 * weighs on a rider's first load (docs/decisions/156). Until then such an address matches the
 * site's catch-all, which is what makes React Router ask. The embedded build has none of them.
 */
export const patchRoutesOnNavigation: DOMRouterOpts['patchRoutesOnNavigation'] = async ({ path, patch }) => {
  // A rider's occasional pages (receipts, notice preferences, the account area, the pages after a
  // booking or a request) come the same way, in both builds, so that the first load of every
  // rider carries none of their addresses (docs/decisions/264, docs/decisions/282).
  if (isRiderExtraPath(path)) {
    const { dashboardExtraRoutes } = await import('./routes/rider-extra-routes.tsx');
    patch(DASHBOARD_ROUTE_ID, dashboardExtraRoutes);
    return;
  }
  if (import.meta.env.VITE_EMBEDDED_PARTNER || !isRolePath(path)) return;
  const { consoleRoutes, siteRoleRoutes } = await import('./routes/role-routes.tsx');
  // React Router skips a route it already holds, so a second visit patches nothing.
  patch(ROOT_ROUTE_ID, consoleRoutes);
  patch(SITE_ROUTE_ID, siteRoleRoutes);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });

/**
 * The router for a page whose markup was rendered at build time (docs/decisions/058): the lazy
 * routes it shows are loaded first, as React Router asks for hydration, so that the first render
 * is the page itself and not the loading placeholder.
 */
export async function createHydratingRouter(hydrationData: HydrationState) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation });
}
