import type { CallAddress } from '../call.ts';

/** Where each call of `bookings.ts` is answered, without its schemas (docs/decisions/287). */

export const createBookingAddress = 'POST /users/:userId/routes' satisfies CallAddress;
export const quoteBookingAddress = 'POST /users/:userId/routes/quote' satisfies CallAddress;
export const downloadRideHistoryAddress = 'GET /users/:userId/rides.csv' satisfies CallAddress;
export const getBookingAddress = 'GET /users/:userId/routes/:bookingId' satisfies CallAddress;
export const cancelBookingAddress = 'POST /users/:userId/routes/:bookingId/cancel' satisfies CallAddress;
export const getActiveBookingsAddress = 'GET /users/:userId/routes' satisfies CallAddress;
export const getPastBookingsAddress = 'GET /bookings/:userId/past-bookings' satisfies CallAddress;
