import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { Logo } from './navbar.tsx';

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
    </div>
  );
}
