import type { WalletAnswer } from '@shuttle/contracts';
import { getWalletAddress } from '@shuttle/contracts/addresses/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WALLET_HISTORY_PAGE_SIZE } from '../../../lib/early-requests.ts';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { walletKey } from '../../../lib/query-keys.ts';

/** The wallet page's first paint shows a page of it: painted first, checked after (docs/decisions/287). */
const walletRead = firstPaintRead(getWalletAddress, () =>
  import('@shuttle/contracts/wallet').then((calls) => calls.getWalletCall),
);

/**
 * The signed-in user's own read when it holds the first page as this page asks for it: the same
 * call, already answered (docs/decisions/221-the-wallet-page-starts-from-the-user-read.md). The
 * user a login seeds has no page of history yet, and is not taken.
 */
function firstPageOfUserRead(userId: number): WalletAnswer | undefined {
  const answer = queryClient.getQueryData<Partial<WalletAnswer>>(walletKey(userId));
  const meta = answer?.walletHistoryMeta;
  return meta?.page === 1 && meta.limit === WALLET_HISTORY_PAGE_SIZE ? (answer as WalletAnswer) : undefined;
}

export const walletQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...walletKey(userId), { page }],
    queryFn: paintFirst(walletRead, { params: { userId }, query: { page, limit: WALLET_HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    ...(page === 1 && {
      initialData: () => firstPageOfUserRead(userId),
      initialDataUpdatedAt: () => queryClient.getQueryState(walletKey(userId))?.dataUpdatedAt,
    }),
  });

export function useWallet(userId: number, page: number) {
  return useQuery(walletQueryOptions(userId, page));
}
