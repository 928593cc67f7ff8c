import type { WalletAnswer } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const LEDGER_PAGE_SIZE = 10;

/** `GET /users/{userId}/wallet`: a rider's balance and ledger lines, which staff may read. */
export const getRiderLedger = (userId: number, page: number) =>
  apiRequest<WalletAnswer>(`/users/${userId}/wallet`, { query: { page, limit: LEDGER_PAGE_SIZE } });

export const riderLedgerQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['users', userId, 'ops-ledger', { page }],
    queryFn: () => getRiderLedger(userId, page),
    placeholderData: keepPreviousData,
  });

export function useRiderLedger(userId: number, page: number) {
  return useQuery(riderLedgerQueryOptions(userId, page));
}
