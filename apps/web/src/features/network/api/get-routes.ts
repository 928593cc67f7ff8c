import { getOpsRoutesCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const ROUTES_PAGE_SIZE = 20;

export interface RoutesFilter {
  page: number;
  q?: string | undefined;
}

export const opsRoutesKeyRoot = ['ops', 'routes'] as const;

/** `GET /ops/routes?q=&page=`: paged on the server, each route with its ordered stops. */
export const getRoutes = ({ page, q }: RoutesFilter) =>
  callApi(getOpsRoutesCall, { query: { page, limit: ROUTES_PAGE_SIZE, q: q || undefined } });

export const routesQueryOptions = (filter: RoutesFilter) =>
  queryOptions({
    queryKey: [...opsRoutesKeyRoot, 'list', filter],
    queryFn: () => getRoutes(filter),
    placeholderData: keepPreviousData,
  });

export function useRoutes(filter: RoutesFilter) {
  return useQuery(routesQueryOptions(filter));
}
