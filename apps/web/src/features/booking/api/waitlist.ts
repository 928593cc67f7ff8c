import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { waitlistKey } from '../../../lib/query-keys.ts';

/** Loaded with the calls: my bookings paints before any schema (docs/decisions/287). */
const waitlistCalls = () => import('@shuttle/contracts/waitlist');

export const waitlistQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: waitlistKey(userId),
    queryFn: () =>
      callApi(() => waitlistCalls().then((calls) => calls.getWaitlistCall), { params: { userId } }),
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
      callApi(() => waitlistCalls().then((calls) => calls.leaveWaitlistCall), {
        params: { userId, entryId },
      }),
    onSuccess: (_entry, { userId }) => queryClient.invalidateQueries({ queryKey: waitlistKey(userId) }),
  });
}
