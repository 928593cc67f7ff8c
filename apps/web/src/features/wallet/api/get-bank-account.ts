import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** Loaded with the call: the wallet page paints before any schema (docs/decisions/287). */
export const getBankAccount = (userId: number) =>
  callApi(() => import('@shuttle/contracts/wallet').then((calls) => calls.getBankAccountCall), {
    params: { userId },
  });

export const bankAccountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'bank-account'],
    queryFn: () => getBankAccount(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBankAccount(userId: number) {
  return useQuery(bankAccountQueryOptions(userId));
}
