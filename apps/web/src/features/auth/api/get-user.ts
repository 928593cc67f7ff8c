import type { WalletAnswer } from '@shuttle/contracts';
import { getWalletAddress } from '@shuttle/contracts/addresses/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { WALLET_HISTORY_PAGE_SIZE } from '../../../lib/early-requests.ts';
import { firstPaintRead, paintFirst } from '../../../lib/first-paint-query.ts';
import { walletKey } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/**
 * The signed-in user as cached: what `GET /users/{userId}/wallet` answers, less the parts that the
 * login's seed of the cache does not have (docs/api-conventions.md#calls).
 */
export type UserWithWallet = Omit<WalletAnswer, 'company_wallet' | 'walletHistoryMeta'> &
  Partial<Pick<WalletAnswer, 'company_wallet' | 'walletHistoryMeta'>>;

/**
 * Every signed-in page's first paint shows the user: its answer is painted first and checked
 * after, its schemas loading then (docs/decisions/287).
 */
const userRead = firstPaintRead(getWalletAddress, () =>
  import('@shuttle/contracts/wallet').then((calls) => calls.getWalletCall),
);

/**
 * On start the user is loaded from the wallet call (docs/product.md#accounts), with the wallet's
 * first page of history, as the wallet page shows it (lib/early-requests.ts).
 */
export const userQueryOptions = (userId: number) =>
  queryOptions<UserWithWallet>({
    queryKey: walletKey(userId),
    queryFn: paintFirst(userRead, {
      params: { userId },
      query: { page: 1, limit: WALLET_HISTORY_PAGE_SIZE },
    }),
  });

/** The signed-in user, or undefined for a visitor or while loading. */
export function useUser() {
  const current = session.get();
  return useQuery({ ...userQueryOptions(current?.userId ?? 0), enabled: current !== null });
}
