/**
 * Loads the role routes and every page they lazily load, once: a test that renders the console
 * then waits for no first transform on a busy machine (the app loads them on demand,
 * docs/decisions/156).
 */
export const loadRolePages = () =>
  Promise.all([
    import('../app/routes/role-routes.tsx'),
    import('../app/routes/auth/set-password.tsx'),
    import('../app/routes/bus-partner/portal.tsx'),
    import('../app/routes/ops/layout.tsx'),
    import('../app/routes/ops/today.tsx'),
    import('../app/routes/ops/network.tsx'),
    import('../app/routes/ops/route.tsx'),
    import('../app/routes/ops/runs.tsx'),
    import('../app/routes/ops/manifest.tsx'),
    import('../app/routes/ops/fleet.tsx'),
    import('../app/routes/ops/drivers.tsx'),
    import('../app/routes/ops/driver-ratings.tsx'),
    import('../app/routes/ops/riders.tsx'),
    import('../app/routes/ops/rider.tsx'),
    import('../app/routes/ops/companies.tsx'),
    import('../app/routes/ops/company.tsx'),
    import('../app/routes/ops/promo-codes.tsx'),
    import('../app/routes/ops/reports.tsx'),
    import('../app/routes/ops/staff.tsx'),
    import('../app/routes/ops/audit-log.tsx'),
    import('../app/routes/ops/inbox.tsx'),
    import('../app/routes/ops/inbox-item.tsx'),
    import('../app/routes/ops/jobs.tsx'),
  ]);
