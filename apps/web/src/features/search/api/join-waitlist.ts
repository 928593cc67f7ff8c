import { joinWaitlistCall, type WaitlistJoinRequest } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { waitlistKey } from '../../../lib/query-keys.ts';

export interface JoinWaitlistInput {
  userId: number;
  request: WaitlistJoinRequest;
}

export const joinWaitlist = ({ userId, request }: JoinWaitlistInput) =>
  callApi(joinWaitlistCall, { params: { userId }, body: request });

/** Joins the line of a sold-out trip; nothing is charged until a seat frees. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: (_entry, { userId }) => queryClient.invalidateQueries({ queryKey: waitlistKey(userId) }),
  });
}
