import type { OpsVehicle, OpsVehicleInput, OpsVehiclePatch } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { vehiclesKeyRoot } from './get-fleet.ts';

/** `POST /ops/vehicles`: a new vehicle. */
export const createVehicle = (input: OpsVehicleInput) =>
  apiRequest<OpsVehicle>('/ops/vehicles', { method: 'POST', body: input });

/** `PATCH /ops/vehicles/{id}`: what changed; `active: false` takes it off new runs. */
export const updateVehicle = ({ id, patch }: { id: number; patch: OpsVehiclePatch }) =>
  apiRequest<OpsVehicle>(`/ops/vehicles/${id}`, { method: 'PATCH', body: patch });

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeyRoot }),
  });
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeyRoot }),
  });
}
