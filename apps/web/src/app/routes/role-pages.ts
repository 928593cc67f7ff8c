/**
 * The pages that are never a rider's (the operators' console, the homes of drivers and bus
 * partners, an invitation's set-password page) behind one dynamic import, so that the rider's
 * entry names them once (docs/decisions/123): app/router.tsx picks each page from here.
 */
export * as setPasswordPage from './auth/set-password.tsx';
export * as auditLogPage from './ops/audit-log.tsx';
export * as consoleLayout from './ops/layout.tsx';
export * as manifestPage from './ops/manifest.tsx';
export * as networkPage from './ops/network.tsx';
export * as riderPage from './ops/rider.tsx';
export * as ridersPage from './ops/riders.tsx';
export * as routePage from './ops/route.tsx';
export * as runsPage from './ops/runs.tsx';
export * as staffPage from './ops/staff.tsx';
export * as todayPage from './ops/today.tsx';
export * as roleHomePage from './role-home.tsx';
