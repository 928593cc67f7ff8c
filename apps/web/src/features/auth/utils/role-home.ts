import type { UserRole } from '@shuttle/contracts';
import { paths } from '../../../config/paths.ts';
import { ROLE_ROOTS } from '../../../config/role-roots.ts';

/** Where each role lands after login (docs/decisions/120): riders on their dashboard. */
export function roleHome(role: UserRole): string {
  switch (role) {
    case 'operator':
    case 'admin':
      return ROLE_ROOTS.ops;
    case 'driver':
      return ROLE_ROOTS.driver;
    case 'bus_partner':
      return ROLE_ROOTS.busPartner;
    case 'rider':
      return paths.dashboard.home;
  }
}
