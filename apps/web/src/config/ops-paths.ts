import { ROLE_ROOTS } from './role-roots.ts';

/**
 * The addresses of the operators' console (docs/decisions/123), apart from `paths.ts` so that
 * only the console's own code carries them (docs/decisions/156).
 */
export const opsPaths = {
  root: ROLE_ROOTS.ops,
  today: '/ops/today',
  live: '/ops/live',
  network: '/ops/network',
  route: (routeId: number | string) => `/ops/network/routes/${routeId}`,
  /** `?date=YYYY-MM-DD`; today in Lagos without it. */
  runs: (date?: string) => (date ? `/ops/runs?date=${date}` : '/ops/runs'),
  /** A vehicle's or a driver's week (docs/decisions/252-rosters.md). */
  rosters: '/ops/rosters',
  manifest: (tripDayId: number | string) => `/ops/runs/${tripDayId}/manifest`,
  fleet: '/ops/fleet',
  drivers: '/ops/drivers',
  driverRatings: (driverId: number | string) => `/ops/drivers/${driverId}/ratings`,
  riders: '/ops/riders',
  rider: (userId: number | string) => `/ops/riders/${userId}`,
  walletAdjustments: '/ops/wallet-adjustments',
  companies: '/ops/companies',
  company: (companyId: number | string) => `/ops/companies/${companyId}`,
  promoCodes: '/ops/promo-codes',
  reports: '/ops/reports',
  staff: '/ops/staff',
  auditLog: '/ops/audit-log',
  inboxes: '/ops/inbox',
  inbox: (kind: string) => `/ops/inbox/${kind}`,
  inboxItem: (kind: string, id: number | string) => `/ops/inbox/${kind}/${id}`,
  jobs: '/ops/jobs',
} as const;
