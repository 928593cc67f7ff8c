import { getBookingCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

export const getBooking = (userId: number, bookingId: number) =>
  callApi(getBookingCall, { params: { userId, bookingId } });

export const bookingQueryOptions = (userId: number, bookingId: number) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'one', bookingId],
    queryFn: () => getBooking(userId, bookingId),
  });

/** The booking, or nothing to load when the address names none (booking-successful). */
export function useBooking(userId: number, bookingId: number | null) {
  return useQuery({ ...bookingQueryOptions(userId, bookingId ?? 0), enabled: bookingId !== null });
}
