import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import '../../../../features/account/components/account.css';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Account | Shuttle',
};

const LINKS = [
  { to: paths.dashboard.account.profile, label: 'Profile' },
  { to: paths.dashboard.account.password, label: 'Password' },
  { to: paths.dashboard.account.suggestRoute, label: 'Suggest a route' },
  { to: paths.dashboard.account.promoCodes, label: 'Promo codes' },
  { to: paths.dashboard.account.tripMenu, label: 'Trip preferences' },
  { to: paths.dashboard.account.support, label: 'Support' },
  { to: paths.dashboard.account.yourData, label: 'Your data' },
];

export function Component() {
  return (
    <div className="account">
      <nav aria-label="Account" className="tabs">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
