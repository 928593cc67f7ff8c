import {
  createVehicleCall,
  type OpsVehicleInput,
  type OpsVehiclePatch,
  updateVehicleCall,
} from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { vehiclesKeyRoot } from './get-fleet.ts';

/** `POST /ops/vehicles`: a new vehicle. */
export const createVehicle = (input: OpsVehicleInput) => callApi(createVehicleCall, { body: input });

/** `PATCH /ops/vehicles/{id}`: what changed; `active: false` takes it off new runs. */
export const updateVehicle = ({ id, patch }: { id: number; patch: OpsVehiclePatch }) =>
  callApi(updateVehicleCall, { params: { id }, body: patch });

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
