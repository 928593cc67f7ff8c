import { getWalletCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { userKey } from '../../../lib/query-keys.ts';

export const LEDGER_PAGE_SIZE = 10;

/** `GET /users/{userId}/wallet`: a rider's balance and ledger lines, which staff may read. */
export const getRiderLedger = (userId: number, page: number) =>
  callApi(getWalletCall, { params: { userId }, query: { page, limit: LEDGER_PAGE_SIZE } });

export const riderLedgerQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...userKey(userId), 'ops-ledger', { page }],
    queryFn: () => getRiderLedger(userId, page),
    placeholderData: keepPreviousData,
  });

export function useRiderLedger(userId: number, page: number) {
  return useQuery(riderLedgerQueryOptions(userId, page));
}
