import { getOpsRouteCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';

/** `GET /ops/routes/{id}`. */
export const getRoute = (routeId: number) => callApi(getOpsRouteCall, { params: { id: routeId } });

export const routeQueryOptions = (routeId: number) =>
  queryOptions({ queryKey: [...opsRoutesKeyRoot, 'one', routeId], queryFn: () => getRoute(routeId) });

export function useRoute(routeId: number) {
  return useQuery(routeQueryOptions(routeId));
}
