/**
 * The first admin, created by the journeys' site server at start from BOOTSTRAP_ADMIN_EMAIL and
 * BOOTSTRAP_ADMIN_PASSWORD (docs/decisions/122); shared by the config and the journeys.
 */
export const BOOTSTRAP_ADMIN = { email: 'admin@shuttle.example', password: 'ops-console-bootstrap-1' };
