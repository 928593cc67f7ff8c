import type { CancellationAnswer } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bookingsKeyRoot, promoCodesKey, walletKeyRoot } from './bookings-keys.ts';
import { bookingQueryOptions } from './get-booking.ts';

export interface CancelBookingInput {
  userId: number;
  bookingId: number;
  /** The rides to cancel; all remaining ones when absent. */
  rideIds?: number[];
  idempotencyKey: string;
}

export const cancelBooking = ({ userId, bookingId, rideIds, idempotencyKey }: CancelBookingInput) =>
  apiRequest<CancellationAnswer>(`/users/${userId}/routes/${bookingId}/cancel`, {
    method: 'POST',
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
        queryClient.invalidateQueries({ queryKey: walletKeyRoot(userId) }),
        queryClient.invalidateQueries({ queryKey: promoCodesKey(userId) }),
      ]);
    },
  });
}
