import { getPromoRedemptionsCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { promoCodesKey } from '../../../lib/query-keys.ts';

export const getPromoRedemptions = (userId: number) =>
  callApi(getPromoRedemptionsCall, { params: { userId } });

export const promoRedemptionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: promoCodesKey(userId),
    queryFn: () => getPromoRedemptions(userId),
    select: (answer) => answer.data,
  });

export function usePromoRedemptions(userId: number) {
  return useQuery(promoRedemptionsQueryOptions(userId));
}
