import { DEFAULT_BOOKING_HORIZON_DAYS } from '@shuttle/contracts';

/**
 * Days ahead a ride can be booked: the server's BOOKING_HORIZON_DAYS (it has the last word),
 * set at build time. Apart from `build-settings.ts`, which every page loads, so that the
 * contracts' date helpers stay with the search form that uses them.
 */
export const bookingHorizonDays =
  Number(import.meta.env.VITE_BOOKING_HORIZON_DAYS) || DEFAULT_BOOKING_HORIZON_DAYS;
