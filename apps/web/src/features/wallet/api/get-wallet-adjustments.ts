import { getWalletAdjustmentsCall, type WalletAdjustmentStatus } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const WALLET_ADJUSTMENTS_PAGE_SIZE = 20;

/** `GET /ops/wallet-adjustments`: the pending queue oldest first, any other status newest first. */
export const getWalletAdjustments = (status: WalletAdjustmentStatus, page: number) =>
  callApi(getWalletAdjustmentsCall, {
    query: { status, page, limit: WALLET_ADJUSTMENTS_PAGE_SIZE },
  });

export const walletAdjustmentsKeyRoot = ['ops', 'wallet-adjustments'] as const;

export const walletAdjustmentsQueryOptions = (status: WalletAdjustmentStatus, page: number) =>
  queryOptions({
    queryKey: [...walletAdjustmentsKeyRoot, status, page],
    queryFn: () => getWalletAdjustments(status, page),
    placeholderData: keepPreviousData,
  });

export function useWalletAdjustments(status: WalletAdjustmentStatus, page: number) {
  return useQuery(walletAdjustmentsQueryOptions(status, page));
}
