import type { RouteCatalogue } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getRouteCatalogue = () => apiRequest<RouteCatalogue>('/routes/catalogue');

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
