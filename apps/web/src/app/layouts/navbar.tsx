import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../features/auth/api/use-session.ts';
import { useAuthModals } from '../../features/auth/components/auth-modals.tsx';
import { NotificationsBell } from './lazy-notifications.tsx';

const LINKS = [
  { to: paths.howItWorks, label: 'How it works' },
  { to: paths.charter, label: 'Charter' },
  { to: paths.business, label: 'Business' },
  { to: paths.driveForUs, label: 'Drive for us' },
  { to: paths.sheMoves, label: 'She Moves' },
  { to: paths.faq, label: 'FAQ' },
];

export function Logo() {
  return (
    <Link to={paths.home} className="logo" aria-label="Shuttle home">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M8 10h16a2 2 0 0 1 2 2v9H6v-9a2 2 0 0 1 2-2Z" fill="#fff" />
        <circle cx="11" cy="22" r="2.2" fill="#f5b800" />
        <circle cx="21" cy="22" r="2.2" fill="#f5b800" />
      </svg>
      <span>Shuttle</span>
    </Link>
  );
}

/** The site navbar: Dashboard instead of Log in and Register when a user exists (spec 2). */
export function Navbar() {
  const current = useSession();
  const authModals = useAuthModals();
  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Logo />
        <nav aria-label="Main" className="navbar__links">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="navbar__actions">
          {current ? (
            <>
              <NotificationsBell userId={current.userId} />
              <Link className="btn btn--primary" to={paths.dashboard.home}>
                Dashboard
              </Link>
            </>
          ) : (
            <>
              <button type="button" className="btn btn--ghost" onClick={() => authModals.open('login')}>
                Log in
              </button>
              <button type="button" className="btn btn--primary" onClick={() => authModals.open('register')}>
                Register
              </button>
            </>
          )}
        </div>
        <details className="navbar__menu">
          <summary aria-label="Menu">Menu</summary>
          <nav aria-label="Main, small screens">
            {LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </nav>
        </details>
      </div>
    </header>
  );
}
