import type { ReactNode } from 'react';
import { NavLink, Outlet, redirect, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { userQueryOptions } from '../../features/auth/api/get-user.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { roleHome } from '../../features/auth/utils/role-home.ts';
import { queryClient } from '../../lib/query-client.ts';
import { session } from '../../lib/session.ts';
import { NotificationsBell, UnreadBadge } from './lazy-notifications.tsx';
import { Logo } from './navbar.tsx';
import { SupportChatLoader } from './support-chat-loader.tsx';
import './dashboard-layout.css';

/** The desktop bar's links, in order (docs/product.md#routes). */
const LINKS = [
  { to: paths.dashboard.home, label: 'Home' },
  { to: paths.dashboard.bookingCatalogue, label: 'Routes' },
  { to: paths.dashboard.myBookings, label: 'My bookings' },
  { to: paths.dashboard.wallet, label: 'Wallet' },
  { to: paths.dashboard.notifications, label: 'Notifications' },
  { to: paths.dashboard.charter, label: 'Charter' },
  { to: paths.dashboard.account.root, label: 'Account' },
];

const icon = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
    {path}
  </svg>
);

/**
 * A phone's tab bar, under the thumb (docs/decisions/176): what a rider opens every day. The
 * header keeps the rest one tap away: Charter and the notifications bell.
 */
const TABS = [
  { to: paths.dashboard.home, label: 'Home', icon: icon(<path d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3L12 3Z" />) },
  {
    to: paths.dashboard.bookingCatalogue,
    label: 'Routes',
    icon: icon(
      <path d="M6 3a3 3 0 0 0-1 5.83V21h2V8.83A3 3 0 0 0 6 3Zm12 0a3 3 0 0 0-1 5.83V13H9v2h8v6h2V8.83A3 3 0 0 0 18 3Z" />,
    ),
  },
  {
    to: paths.dashboard.myBookings,
    label: 'Bookings',
    icon: icon(
      <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4a2 2 0 0 0 0 4v6a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-6a2 2 0 0 0 0-4V5Zm5 3v2h6V8H9Zm0 5v2h6v-2H9Z" />,
    ),
  },
  {
    to: paths.dashboard.wallet,
    label: 'Wallet',
    icon: icon(
      <path d="M3 6a3 3 0 0 1 3-3h12v4h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a3 3 0 0 1-3-3V6Zm3-1a1 1 0 0 0 0 2h10V5H6Zm11 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />,
    ),
  },
  {
    to: paths.dashboard.account.root,
    label: 'Account',
    icon: icon(
      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />,
    ),
  },
];

/**
 * The dashboard is the riders' home. Staff, drivers and bus partners who open it (the navbar's
 * Dashboard link, the guest-only pages' redirect after sign-in) land on their own home instead
 * (docs/decisions/120); a user that cannot be read yet is left to the page, which says why.
 */
export async function dashboardLoader() {
  const current = session.get();
  if (!current) return null;
  const user = await queryClient.ensureQueryData(userQueryOptions(current.userId)).catch(() => null);
  // Only a known role with a home of its own leaves: a redirect to the dashboard itself would loop.
  const home = user?.role === undefined ? undefined : roleHome(user.role);
  return home !== undefined && home !== paths.dashboard.home ? redirect(home) : null;
}

export function DashboardLayout() {
  const navigate = useNavigate();
  const logout = useLogout();
  const userId = session.get()?.userId;
  return (
    <div className="dashboard">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="dashboard__bar">
        <Logo />
        <nav aria-label="Dashboard" className="dashboard__nav">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
              {link.to === paths.dashboard.notifications && userId ? <UnreadBadge userId={userId} /> : null}
            </NavLink>
          ))}
        </nav>
        <div className="dashboard__quick">
          <NavLink to={paths.dashboard.charter}>Charter</NavLink>
          {userId ? <NotificationsBell userId={userId} /> : null}
        </div>
        <button
          type="button"
          className="btn btn--ghost dashboard__logout"
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
        >
          Log out
        </button>
      </header>
      <main id="main" className="dashboard__main container">
        <Outlet />
      </main>
      <nav aria-label="Dashboard tabs" className="dashboard__tabs">
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {tab.icon}
            <span>{tab.label}</span>
          </NavLink>
        ))}
      </nav>
      {import.meta.env.VITE_SUPPORT_CHAT_KEY ? <SupportChatLoader /> : null}
    </div>
  );
}
