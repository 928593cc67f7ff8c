import type { CallAddress } from '../call.ts';

/** Where each call of `driver.ts` is answered, without its schemas (docs/decisions/287). */

export const rateRideAddress = 'PUT /users/:userId/rides/:rideId/rating' satisfies CallAddress;
export const getBookingRatingsAddress = 'GET /users/:userId/routes/:bookingId/ratings' satisfies CallAddress;
export const getRunRatingsAddress = 'GET /ops/trip-days/:id/ratings' satisfies CallAddress;
export const getDriverRatingsAddress = 'GET /ops/drivers/:id/ratings' satisfies CallAddress;
export const getDriverRunsAddress = 'GET /driver/runs' satisfies CallAddress;
export const getDriverRunAddress = 'GET /driver/runs/:id' satisfies CallAddress;
export const getDriverManifestAddress = 'GET /driver/runs/:id/manifest' satisfies CallAddress;
export const sendCheckInsAddress = 'POST /driver/check-ins' satisfies CallAddress;
export const startRunAddress = 'POST /driver/runs/:id/start' satisfies CallAddress;
export const finishRunAddress = 'POST /driver/runs/:id/finish' satisfies CallAddress;
export const checkInForRunAddress = 'POST /ops/trip-days/:id/check-ins' satisfies CallAddress;
