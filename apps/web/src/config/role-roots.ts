/**
 * The homes of the roles that are not riders (docs/decisions/120). Only the login form and the
 * role pages import them; the rider's entry knows these addresses by `ROLE_HOME_PATH` in
 * `app/guards.ts` alone (docs/decisions/156).
 */
export const ROLE_ROOTS = { ops: '/ops', driver: '/driver', busPartner: '/bus-partner' } as const;
