import { getPromoCodesCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const PROMO_CODES_PAGE_SIZE = 20;

export interface PromoCodesFilter {
  page: number;
  q?: string | undefined;
}

/** `GET /ops/promo-codes?q&page`: newest first, with how many riders redeemed each. */
export const getPromoCodes = ({ page, q }: PromoCodesFilter) =>
  callApi(getPromoCodesCall, { query: { page, limit: PROMO_CODES_PAGE_SIZE, q } });

export const promoCodesKeyRoot = ['ops', 'promo-codes'] as const;

export const promoCodesQueryOptions = (filter: PromoCodesFilter) =>
  queryOptions({
    queryKey: [...promoCodesKeyRoot, filter],
    queryFn: () => getPromoCodes(filter),
    placeholderData: keepPreviousData,
  });

export function usePromoCodes(filter: PromoCodesFilter) {
  return useQuery(promoCodesQueryOptions(filter));
}
