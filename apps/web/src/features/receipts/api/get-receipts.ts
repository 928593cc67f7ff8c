import { getReceiptCall, getReceiptsCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const RECEIPTS_PAGE_SIZE = 20;

export const receiptsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: ['users', userId, 'receipts', { page }],
    queryFn: () =>
      callApi(getReceiptsCall, { params: { userId }, query: { page, limit: RECEIPTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useReceipts(userId: number, page: number) {
  return useQuery(receiptsQueryOptions(userId, page));
}

/** A receipt never changes once issued (docs/decisions/247): read once per visit. */
export const receiptQueryOptions = (userId: number, receiptId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'receipts', receiptId],
    queryFn: () => callApi(getReceiptCall, { params: { userId, receiptId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useReceipt(userId: number, receiptId: number) {
  return useQuery(receiptQueryOptions(userId, receiptId));
}
