import { type BookingRequest, quoteBookingCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';

/** Prices the booking on the server without booking it: the page shows exactly what Confirm books. */
export const getBookingQuote = (userId: number, request: BookingRequest) =>
  callApi(quoteBookingCall, { params: { userId }, body: request });

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
