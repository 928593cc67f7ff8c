import type { BookingQuote, BookingRequest } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

/** Prices the booking on the server without booking it: the page shows exactly what Confirm books. */
export const getBookingQuote = (userId: number, request: BookingRequest) =>
  apiRequest<BookingQuote>(`/users/${userId}/routes/quote`, { method: 'POST', body: request });

export const bookingQuoteQueryOptions = (userId: number, request: BookingRequest) =>
  queryOptions({
    queryKey: [...bookingsKeyRoot(userId), 'quote', request],
    queryFn: () => getBookingQuote(userId, request),
    // Seats and fares move as others book: a quote is asked again when the page comes back.
    staleTime: 15_000,
  });

export function useBookingQuote(userId: number, request: BookingRequest) {
  return useQuery(bookingQuoteQueryOptions(userId, request));
}
