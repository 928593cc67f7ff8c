import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { walletKey } from '../../../lib/query-keys.ts';

const POLL_MS = 2000;
/** A payment the provider still calls pending is asked about for about a minute. */
const MAX_POLLS = 30;

/** Verifies the top-up with the provider; a credited one refreshes the balance and history. */
export const getTopUp = (userId: number, reference: string) =>
  // Loaded with the call: the wallet page paints before any schema (docs/decisions/287).
  callApi(() => import('@shuttle/contracts/wallet').then((calls) => calls.getTopUpCall), {
    params: { userId, reference },
  });

export const topUpQueryOptions = (userId: number, reference: string, client: QueryClient) =>
  queryOptions({
    queryKey: ['users', userId, 'top-ups', reference],
    queryFn: async () => {
      const answer = await getTopUp(userId, reference);
      // The balance and history change without a reload once the money is in.
      if (answer.status === 'succeeded') await client.invalidateQueries({ queryKey: walletKey(userId) });
      return answer;
    },
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });

export function useTopUp(userId: number, reference: string) {
  return useQuery(topUpQueryOptions(userId, reference, useQueryClient()));
}
