import type { UserRole } from '@shuttle/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { opsPaths } from '../../config/ops-paths.ts';
import './console.css';

export interface ConsoleUser {
  fname: string;
  lname: string;
  email: string;
  role: UserRole;
}

interface ConsoleLink {
  to: string;
  label: string;
  /** Roles that see the entry; every staff role when absent. */
  roles?: readonly UserRole[];
}

/** The console's sections (docs/decisions/123); each entry is a lazy route module under app/routes/ops/. */
export const CONSOLE_LINKS: readonly ConsoleLink[] = [
  { to: opsPaths.today, label: 'Today' },
  { to: opsPaths.live, label: 'Live' },
  { to: opsPaths.network, label: 'Network' },
  { to: opsPaths.runs(), label: 'Runs' },
  { to: opsPaths.fleet, label: 'Fleet' },
  { to: opsPaths.drivers, label: 'Drivers' },
  { to: opsPaths.rosters, label: 'Rosters' },
  { to: opsPaths.riders, label: 'Riders' },
  { to: opsPaths.walletAdjustments, label: 'Approvals' },
  { to: opsPaths.inboxes, label: 'Inboxes' },
  { to: opsPaths.companies, label: 'Companies' },
  { to: opsPaths.promoCodes, label: 'Promo codes' },
  { to: opsPaths.reports, label: 'Daily report' },
  { to: opsPaths.staff, label: 'Staff', roles: ['admin'] },
  { to: opsPaths.auditLog, label: 'Audit log' },
  { to: opsPaths.jobs, label: 'Failed jobs' },
];

const ROLE_LABELS: Record<UserRole, string> = {
  rider: 'Rider',
  driver: 'Driver',
  bus_partner: 'Bus partner',
  operator: 'Operator',
  admin: 'Admin',
};
export const roleLabel = (role: UserRole) => ROLE_LABELS[role];

interface ConsoleFrameProps {
  user: ConsoleUser;
  onSignOut: () => void;
  children: ReactNode;
}

/** The operators' console: a side navigation on a desktop, a scrolling bar on a tablet or phone. */
export function ConsoleFrame({ user, onSignOut, children }: ConsoleFrameProps) {
  const links = CONSOLE_LINKS.filter((link) => !link.roles || link.roles.includes(user.role));
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console__bar">
        <span className="console__brand">Shuttle Operations</span>
        <span className="console__who">
          <span className="console__name">
            {user.fname} {user.lname}
          </span>{' '}
          <span className="muted small">{roleLabel(user.role)}</span>
        </span>
        <button type="button" className="btn btn--ghost" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Console" className="console__nav">
        {links.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <main id="main" className="console__main">
        {children}
      </main>
    </div>
  );
}
