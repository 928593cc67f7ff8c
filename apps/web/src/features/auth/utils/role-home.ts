import type { UserRole } from '@shuttle/contracts';
import { paths } from '../../../config/paths.ts';

/** Where each role lands after login (docs/decisions/120): riders on their dashboard. */
export function roleHome(role: UserRole): string {
  switch (role) {
    case 'operator':
    case 'admin':
      return paths.ops.root;
    case 'driver':
      return paths.driver;
    case 'bus_partner':
      return paths.busPartner;
    case 'rider':
      return paths.dashboard.home;
  }
}
