import type { Booking } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { bookingQueryOptions, getBooking } from './get-booking.ts';

const savedKey = (userId: number, bookingId: number) => `shuttle-booking-${userId}-${bookingId}`;

/**
 * The booking page's booking, kept on the phone once viewed so that its boarding pass opens
 * with no connection (docs/decisions/161); logging out clears it with the rest of local
 * storage. Same cache entry as `bookingQueryOptions`, so bookings and cancellations update it.
 */
export async function loadSavedBooking(userId: number, bookingId: number): Promise<Booking> {
  try {
    const booking = await getBooking(userId, bookingId);
    if (session.get()?.userId === userId) {
      try {
        localStorage.setItem(savedKey(userId, bookingId), JSON.stringify(booking));
      } catch {
        // Storage full or denied (a framed app): the pass then needs a connection.
      }
    }
    return booking;
  } catch (error) {
    const saved = error instanceof ApiError && error.status === 0 ? readSaved(userId, bookingId) : null;
    if (!saved) throw error;
    return saved;
  }
}

function readSaved(userId: number, bookingId: number): Booking | null {
  try {
    const text = localStorage.getItem(savedKey(userId, bookingId));
    return text ? (JSON.parse(text) as Booking) : null;
  } catch {
    return null;
  }
}

export const savedBookingQueryOptions = (userId: number, bookingId: number) =>
  queryOptions({
    ...bookingQueryOptions(userId, bookingId),
    queryFn: () => loadSavedBooking(userId, bookingId),
    // Tried once without a connection, so that the saved copy answers.
    networkMode: 'offlineFirst',
  });

export function useSavedBooking(userId: number, bookingId: number) {
  return useQuery(savedBookingQueryOptions(userId, bookingId));
}
