import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
  redirect,
} from 'react-router';
import { buildSettings } from '../config/build-settings.ts';
import { paths } from '../config/paths.ts';
import { withChunkTimeout } from '../lib/lazy-route.ts';
import { runGuards } from './guards.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { RouteError } from './route-error.tsx';

interface RouteModule {
  Component?: ComponentType;
}

/** A page whose first paint reads nothing from the server: TanStack Query is not loaded for it. */
const queryFreePage = (load: () => Promise<RouteModule>) => ({ lazy: withChunkTimeout(load) });

/**
 * Each page is its own chunk, loaded on first visit (docs/decisions/006-web-app.md), beside the
 * query client it renders inside (docs/decisions/057-first-load.md).
 */
const page = (load: () => Promise<RouteModule>) => ({
  lazy: withChunkTimeout(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('../lib/query-provider.tsx')]);
    const { Component } = module;
    if (!Component) return module;
    return {
      ...module,
      Component: () => (
        <QueryProvider>
          <Component />
        </QueryProvider>
      ),
    };
  }),
});

const dashboardLayout = page(() =>
  import('./layouts/dashboard-layout.tsx').then((module) => ({
    Component: module.DashboardLayout,
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

/** Pages that are never a rider's, behind one dynamic import (docs/decisions/123). */
const rolePages = () => import('./routes/role-pages.ts');
type RolePages = typeof import('./routes/role-pages.ts');
/** `/driver` and `/bus-partner` until their wings arrive: one module for both. */
const roleHomePage = page(() => rolePages().then((pages) => pages.roleHomePage));

const siteRoutes: RouteObject[] = [
  { index: true, ...queryFreePage(() => import('./routes/home.tsx')) },
  { path: 'how-it-works', ...page(() => import('./routes/marketing/how-it-works.tsx')) },
  { path: 'charter', ...page(() => import('./routes/marketing/charter.tsx')) },
  { path: 'business', ...page(() => import('./routes/marketing/business.tsx')) },
  { path: 'drive-for-us', ...page(() => import('./routes/marketing/drive-for-us.tsx')) },
  { path: 'she-moves', ...page(() => import('./routes/marketing/she-moves.tsx')) },
  { path: 'she-moves-details', ...page(() => import('./routes/marketing/she-moves-details.tsx')) },
  { path: 'bus-partners', ...page(() => import('./routes/marketing/bus-partners.tsx')) },
  { path: 'bus-partners/form', ...page(() => import('./routes/marketing/bus-partners-form.tsx')) },
  { path: 'faq', ...page(() => import('./routes/marketing/faq.tsx')) },
  { path: 'privacy', loader: () => redirect(paths.privacyPolicy) },
  { path: 'privacy-policy', ...page(() => import('./routes/marketing/privacy-policy.tsx')) },
  { path: 'routes', ...page(() => import('./routes/routes-search.tsx')) },
  { path: 'routes-search', ...page(() => import('./routes/routes-search.tsx')) },
  { path: 'forgot-password', ...page(() => import('./routes/auth/forgot-password.tsx')) },
  { path: 'password/:token', ...page(() => import('./routes/auth/reset-password.tsx')) },
  { path: 'set-password/:token', ...page(() => rolePages().then((pages) => pages.setPasswordPage)) },
  { path: 'driver', ...roleHomePage },
  { path: 'bus-partner', ...roleHomePage },
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
  {
    path: 'booking-successful/:bookingId?',
    ...page(() => import('./routes/dashboard/booking-successful.tsx')),
  },
  { path: 'request-successful', ...page(() => import('./routes/dashboard/request-successful.tsx')) },
  {
    path: 'verification-successful',
    ...page(() => import('./routes/dashboard/verification-successful.tsx')),
  },
  {
    path: 'account',
    ...page(() => import('./routes/dashboard/account/layout.tsx')),
    children: [
      { index: true, loader: () => redirect(paths.dashboard.account.profile) },
      { path: 'profile', ...page(() => import('./routes/dashboard/account/profile.tsx')) },
      { path: 'password', ...page(() => import('./routes/dashboard/account/password.tsx')) },
      { path: 'suggest-route', ...page(() => import('./routes/dashboard/account/suggest-route.tsx')) },
      { path: 'promo-codes', ...page(() => import('./routes/dashboard/account/promo-codes.tsx')) },
      { path: 'trip-menu', ...page(() => import('./routes/dashboard/account/trip-menu.tsx')) },
      { path: 'support', ...page(() => import('./routes/dashboard/account/support.tsx')) },
    ],
  },
  { path: '*', ...page(() => import('./routes/not-found.tsx')) },
];

/**
 * The operators' console (docs/decisions/123): lazy like every page, so none of it is in a
 * rider's first load; its layout's loader lets only staff in.
 */
const opsScreens: [path: string, module: keyof RolePages][] = [
  ['today', 'todayPage'],
  ['network', 'networkPage'],
  ['network/routes/:routeId', 'routePage'],
  ['runs', 'runsPage'],
  ['runs/:tripDayId/manifest', 'manifestPage'],
  ['riders', 'ridersPage'],
  ['riders/:userId', 'riderPage'],
  ['staff', 'staffPage'],
  ['audit-log', 'auditLogPage'],
];
const opsRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(paths.ops.today) },
  // One line per screen: the rider's entry carries the console's addresses, never its code.
  ...opsScreens.map(([path, module]) => ({
    path,
    ...page(() => rolePages().then((pages) => pages[module] as RouteModule)),
  })),
];

/** The whole site: marketing pages, their forms, login and the rider's dashboard. */
const siteChildren: RouteObject[] = [
  // The login page stands alone, without the site's navbar and no close button (spec 2).
  { path: 'login', ...page(() => import('./routes/auth/login.tsx')) },
  checkoutRoute,
  { path: 'dashboard', ...dashboardLayout, children: dashboardRoutes },
  {
    path: 'ops',
    ...page(() => rolePages().then((pages) => pages.consoleLayout)),
    children: opsRoutes,
  },
  { element: <SiteLayout />, children: siteRoutes },
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
  { path: 'dashboard', ...dashboardLayout, children: dashboardRoutes },
  checkoutRoute,
  { path: '*', ...page(() => import('./routes/not-found.tsx')) },
];

export interface PartnerLoginData {
  partner: string;
}

export interface RouteOptions {
  /** The partner of the embedded build; absent for the site. */
  embeddedPartner?: string | undefined;
}

export function createRoutes({ embeddedPartner }: RouteOptions = {}): RouteObject[] {
  return [
    {
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
      children: embeddedPartner ? embeddedChildren(embeddedPartner) : siteChildren,
    },
  ];
}

export const routes: RouteObject[] = createRoutes({ embeddedPartner: buildSettings.embeddedPartner });

export const createRouter = () => createBrowserRouter(routes);

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
  return createBrowserRouter(routes, { hydrationData });
}
