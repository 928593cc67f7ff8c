import { type BookingList, type BookingRequest, createBookingCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { promoCodesKey, walletKey } from '../../../lib/query-keys.ts';
import { activeBookingsQueryOptions } from './get-active-bookings.ts';
import { bookingQueryOptions } from './get-booking.ts';

export interface CreateBookingInput {
  userId: number;
  request: BookingRequest;
  /** One per Confirm press (docs/api-conventions.md#idempotency): a retried request books once. */
  idempotencyKey: string;
}

export const createBooking = ({ userId, request, idempotencyKey }: CreateBookingInput) =>
  callApi(createBookingCall, { params: { userId }, body: request, idempotencyKey });

/** Books, then adds the booking to the local list of active bookings (docs/product.md#booking). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: async (booking, { userId }) => {
      queryClient.setQueryData(bookingQueryOptions(userId, booking.id).queryKey, booking);
      queryClient.setQueryData(
        activeBookingsQueryOptions(userId).queryKey,
        (list: BookingList | undefined) =>
          list
            ? {
                data: [booking, ...list.data.filter((item) => item.id !== booking.id)],
                meta: { ...list.meta, total: list.meta.total + 1 },
              }
            : list,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKey(userId) }),
        queryClient.invalidateQueries({ queryKey: promoCodesKey(userId) }),
      ]);
    },
  });
}
