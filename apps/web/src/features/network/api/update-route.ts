import type { OpsRoute, OpsRoutePatch } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';

/**
 * `PATCH /ops/routes/{id}`: a route's name, visibility, company or service. Refused with 409
 * IN_USE, naming the booked rides, when it would strand them (docs/decisions/128).
 */
export const updateRoute = ({ id, patch }: { id: number; patch: OpsRoutePatch }) =>
  apiRequest<OpsRoute>(`/ops/routes/${id}`, { method: 'PATCH', body: patch });

export function useUpdateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsRoutesKeyRoot }),
  });
}
