import type { WaitlistEntry, WaitlistJoinRequest } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The rider's waitlist is cached under this key; the bookings page reads it (docs/product.md#waitlist). */
export const waitlistKey = (userId: number) => ['users', userId, 'waitlist'] as const;

export interface JoinWaitlistInput {
  userId: number;
  request: WaitlistJoinRequest;
}

export const joinWaitlist = ({ userId, request }: JoinWaitlistInput) =>
  apiRequest<WaitlistEntry>(`/users/${userId}/waitlist`, { method: 'POST', body: request });

/** Joins the line of a sold-out trip; nothing is charged until a seat frees. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (_entry, { userId }) => queryClient.invalidateQueries({ queryKey: waitlistKey(userId) }),
  });
}
