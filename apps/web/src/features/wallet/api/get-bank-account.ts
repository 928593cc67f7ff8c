import { getBankAccountCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const getBankAccount = (userId: number) => callApi(getBankAccountCall, { params: { userId } });

export const bankAccountQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'bank-account'],
    queryFn: () => getBankAccount(userId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBankAccount(userId: number) {
  return useQuery(bankAccountQueryOptions(userId));
}
