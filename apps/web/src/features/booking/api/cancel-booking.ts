import { cancelBookingCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { promoCodesKey, walletKey } from '../../../lib/query-keys.ts';
import { bookingsKeyRoot } from './bookings-keys.ts';
import { bookingQueryOptions } from './get-booking.ts';

export interface CancelBookingInput {
  userId: number;
  bookingId: number;
  /** The rides to cancel; all remaining ones when absent. */
  rideIds?: number[];
  idempotencyKey: string;
}

export const cancelBooking = ({ userId, bookingId, rideIds, idempotencyKey }: CancelBookingInput) =>
  callApi(cancelBookingCall, {
    params: { userId, bookingId },
    body: rideIds ? { ride_ids: rideIds } : {},
    idempotencyKey,
  });

/** Cancels, then shows the booking as the server now has it, and the refunded wallet. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async (answer, { userId, bookingId }) => {
      queryClient.setQueryData(bookingQueryOptions(userId, bookingId).queryKey, answer.booking);
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: bookingsKeyRoot(userId),
          predicate: (query) => query.queryKey[3] !== 'one',
        }),
        queryClient.invalidateQueries({ queryKey: walletKey(userId) }),
        queryClient.invalidateQueries({ queryKey: promoCodesKey(userId) }),
      ]);
    },
  });
}
