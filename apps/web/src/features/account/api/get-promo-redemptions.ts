import type { PromoRedemptionList } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPromoRedemptions = (userId: number) =>
  apiRequest<PromoRedemptionList>(`/users/${userId}/promo-codes`);

export const promoRedemptionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'promo-codes'],
    queryFn: () => getPromoRedemptions(userId),
    select: (answer) => answer.data,
  });

export function usePromoRedemptions(userId: number) {
  return useQuery(promoRedemptionsQueryOptions(userId));
}
