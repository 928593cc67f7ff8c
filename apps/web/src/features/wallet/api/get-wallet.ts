import type { WalletAnswer } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 10;

/** The same key the signed-in user is cached under, so one invalidation refreshes both. */
export const walletQueryKeyRoot = (userId: number) => ['users', userId, 'wallet'] as const;

export const getWallet = (userId: number, page: number) =>
  apiRequest<WalletAnswer>(`/users/${userId}/wallet`, { query: { page, limit: HISTORY_PAGE_SIZE } });

export const walletQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...walletQueryKeyRoot(userId), { page }],
    queryFn: () => getWallet(userId, page),
    placeholderData: keepPreviousData,
  });

export function useWallet(userId: number, page: number) {
  return useQuery(walletQueryOptions(userId, page));
}
