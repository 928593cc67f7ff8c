import type { City } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The definition loads with the call: the sign-up form is reached from the sign-in page (ADR 273). */
export const getCities = () =>
  callApi(() => import('@shuttle/contracts/accounts').then((module) => module.getCitiesCall), {
    query: { 'fields[city]': 'id,name' },
  });

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
