import type { OpsRoute } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';

/** `GET /ops/routes/{id}`. */
export const getRoute = (routeId: number) => apiRequest<OpsRoute>(`/ops/routes/${routeId}`);

export const routeQueryOptions = (routeId: number) =>
  queryOptions({ queryKey: [...opsRoutesKeyRoot, 'one', routeId], queryFn: () => getRoute(routeId) });

export function useRoute(routeId: number) {
  return useQuery(routeQueryOptions(routeId));
}
