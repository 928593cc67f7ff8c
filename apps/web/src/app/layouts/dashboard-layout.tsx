import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { session } from '../../lib/session.ts';
import { UnreadBadge } from './lazy-notifications.tsx';
import { Logo } from './navbar.tsx';
import { SupportChatLoader } from './support-chat-loader.tsx';

const LINKS = [
  { to: paths.dashboard.home, label: 'Home' },
  { to: paths.dashboard.bookingCatalogue, label: 'Routes' },
  { to: paths.dashboard.myBookings, label: 'My bookings' },
  { to: paths.dashboard.wallet, label: 'Wallet' },
  { to: paths.dashboard.notifications, label: 'Notifications' },
  { to: paths.dashboard.charter, label: 'Charter' },
  { to: paths.dashboard.account.root, label: 'Account' },
];

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
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
        >
          Log out
        </button>
      </header>
      <main id="main" className="dashboard__main container">
        <Outlet />
      </main>
      {import.meta.env.VITE_SUPPORT_CHAT_KEY ? <SupportChatLoader /> : null}
    </div>
  );
}
