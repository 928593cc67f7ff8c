import type { City } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCities = () =>
  apiRequest<{ data: City[] }>('/city', { query: { 'fields[city]': 'id,name' } });

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: ['cities'],
    queryFn: getCities,
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => answer.data,
  });

/** Supported cities; a failure leaves the list empty, silently (docs/product.md#texts). */
export function useCities(): City[] {
  return useQuery(citiesQueryOptions()).data ?? [];
}
