import { type OpsDriverPatch, updateDriverCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { driversKeyRoot } from './get-drivers.ts';

/** `PATCH /ops/drivers/{id}`: disable or enable a driver, or record their licence's expiry. */
export const updateDriver = ({ id, patch }: { id: number; patch: OpsDriverPatch }) =>
  callApi(updateDriverCall, { params: { id }, body: patch });

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversKeyRoot }),
  });
}
