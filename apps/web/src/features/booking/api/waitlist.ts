import { getWaitlistCall, leaveWaitlistCall } from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { waitlistKey } from '../../../lib/query-keys.ts';

export const waitlistQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: waitlistKey(userId),
    queryFn: () => callApi(getWaitlistCall, { params: { userId } }),
  });

/** The rider's places in line for sold-out rides, and what became of them (docs/product.md#waitlist). */
export function useWaitlist(userId: number) {
  return useQuery(waitlistQueryOptions(userId));
}

/** Leaves a line: nothing was charged, so nothing comes back. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, entryId }: { userId: number; entryId: number }) =>
      callApi(leaveWaitlistCall, { params: { userId, entryId } }),
    onSuccess: (_entry, { userId }) => queryClient.invalidateQueries({ queryKey: waitlistKey(userId) }),
  });
}
