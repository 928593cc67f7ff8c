import { type OpsRoutePatch, updateRouteCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';

/**
 * `PATCH /ops/routes/{id}`: a route's name, visibility, company or service. Refused with 409
 * IN_USE, naming the booked rides, when it would strand them (docs/decisions/128).
 */
export const updateRoute = ({ id, patch }: { id: number; patch: OpsRoutePatch }) =>
  callApi(updateRouteCall, { params: { id }, body: patch });

export function useUpdateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsRoutesKeyRoot }),
  });
}
