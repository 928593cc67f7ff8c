import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The definition loads with the call: the catalogue is read on public pages' first paint (ADR 273). */
export const getRouteCatalogue = () =>
  callApi(() => import('@shuttle/contracts/network').then((module) => module.getRouteCatalogueCall));

export const routeCatalogueQueryOptions = () =>
  queryOptions({
    queryKey: ['routes', 'catalogue'],
    queryFn: getRouteCatalogue,
    staleTime: 5 * 60_000,
    select: (answer) => answer.data,
  });

export function useRouteCatalogue() {
  return useQuery(routeCatalogueQueryOptions());
}
