import type { CallAddress } from '../call.ts';

/** Where each call of `health.ts` is answered, without its schemas (docs/decisions/287). */

export const getHealthAddress = 'GET /health' satisfies CallAddress;
export const getReadinessAddress = 'GET /ready' satisfies CallAddress;
export const getVersionAddress = 'GET /version' satisfies CallAddress;
