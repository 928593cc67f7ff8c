import type { UserRole } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { WALLET_HISTORY_PAGE_SIZE } from '../../../lib/early-requests.ts';
import { session } from '../../../lib/session.ts';

export interface WalletLine {
  id: number;
  amount_kobo: number;
  direction: 'credit' | 'debit';
  balance_after_kobo: number;
  title: string;
  reference: string | null;
  created_at: string;
}

/** What `GET /users/{userId}/wallet` answers: the user and their wallet (docs/api-conventions.md#calls). */
export interface UserWithWallet {
  id: number;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  city_id: number;
  corporate_id: number | null;
  verified: boolean;
  avatar: string | null;
  role: UserRole;
  wallet: { balance_kobo: number; company_balance_kobo: number | null };
  walletHistory: WalletLine[];
}

/** The user with the wallet's first page of history, as the wallet page shows it (lib/early-requests.ts). */
export const getUser = (userId: number) =>
  apiRequest<UserWithWallet>(`/users/${userId}/wallet`, {
    query: { page: 1, limit: WALLET_HISTORY_PAGE_SIZE },
  });

/** On start the user is loaded from the wallet call (docs/product.md#accounts). */
export const userQueryOptions = (userId: number) =>
  queryOptions({ queryKey: ['users', userId, 'wallet'], queryFn: () => getUser(userId) });

/** The signed-in user, or undefined for a visitor or while loading. */
export function useUser() {
  const current = session.get();
  return useQuery({ ...userQueryOptions(current?.userId ?? 0), enabled: current !== null });
}
