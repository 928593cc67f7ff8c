import { ROLE_ROOTS } from './role-roots.ts';

/**
 * The driver app's addresses (docs/decisions/161), apart from `paths.ts` so that only the
 * driver's own code carries them (docs/decisions/156).
 */
export const driverPaths = {
  root: ROLE_ROOTS.driver,
  run: (runId: number | string) => `/driver/runs/${runId}`,
} as const;
