import type { WaitlistEntry, WaitlistList } from '@shuttle/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The same key the search's "Join the waitlist" refreshes. */
const waitlistKey = (userId: number) => ['users', userId, 'waitlist'] as const;

export const waitlistQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: waitlistKey(userId),
    queryFn: () => apiRequest<WaitlistList>(`/users/${userId}/waitlist`),
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
      apiRequest<WaitlistEntry>(`/users/${userId}/waitlist/${entryId}`, { method: 'DELETE' }),
    onSuccess: (_entry, { userId }) => queryClient.invalidateQueries({ queryKey: waitlistKey(userId) }),
  });
}
