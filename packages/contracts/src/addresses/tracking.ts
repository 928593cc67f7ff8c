import type { CallAddress } from '../call.ts';

/** Where each call of `tracking.ts` is answered, without its schemas (docs/decisions/287). */

export const getRunPositionAddress = 'GET /trip-days/:id/position' satisfies CallAddress;
export const watchRunAddress = 'GET /trip-days/:id/live' satisfies CallAddress;
export const getVapidKeyAddress = 'GET /push/vapid-key' satisfies CallAddress;
export const subscribePushAddress = 'POST /users/:userId/push-subscriptions' satisfies CallAddress;
export const sendPositionsAddress = 'POST /driver/runs/:id/positions' satisfies CallAddress;
export const getLiveBoardAddress = 'GET /ops/live' satisfies CallAddress;
export const trackerPositionInQueryAddress = 'GET /tracking/osmand' satisfies CallAddress;
export const trackerPositionAddress = 'POST /tracking/osmand' satisfies CallAddress;
