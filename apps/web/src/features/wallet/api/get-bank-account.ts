import type { BankTransferAccount } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBankAccount = (userId: number) =>
  apiRequest<BankTransferAccount>(`/users/${userId}/wallet/bank-account`);

export const bankAccountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'bank-account'],
    queryFn: () => getBankAccount(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBankAccount(userId: number) {
  return useQuery(bankAccountQueryOptions(userId));
}
