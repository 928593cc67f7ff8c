import type { WalletAnswer } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { WALLET_HISTORY_PAGE_SIZE } from '../../../lib/early-requests.ts';
import { walletKey } from '../../../lib/query-keys.ts';
import { session } from '../../../lib/session.ts';

/**
 * The signed-in user as cached: what `GET /users/{userId}/wallet` answers, less the parts that the
 * login's seed of the cache does not have (docs/api-conventions.md#calls).
 */
export type UserWithWallet = Omit<WalletAnswer, 'company_wallet' | 'walletHistoryMeta'> &
  Partial<Pick<WalletAnswer, 'company_wallet' | 'walletHistoryMeta'>>;

/** The user with the wallet's first page of history, as the wallet page shows it (lib/early-requests.ts). */
export const getUser = (userId: number): Promise<UserWithWallet> =>
  // Loaded with its schemas: every page's first paint asks for the user (docs/decisions/273).
  callApi(() => import('@shuttle/contracts/wallet').then((calls) => calls.getWalletCall), {
    params: { userId },
    query: { page: 1, limit: WALLET_HISTORY_PAGE_SIZE },
  });

/** On start the user is loaded from the wallet call (docs/product.md#accounts). */
export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: walletKey(userId), queryFn: () => getUser(userId) });

/** The signed-in user, or undefined for a visitor or while loading. */
export function useUser() {
  const current = session.get();
  return useQuery({ ...userQueryOptions(current?.userId ?? 0), enabled: current !== null });
}
