import { type OpsTripDayPatch, updateRunCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `PATCH /ops/trip-days/{id}`: vehicle, driver or capacity of one run. */
export const updateRun = ({ id, patch }: { id: number; patch: OpsTripDayPatch }) =>
  callApi(updateRunCall, { params: { id }, body: patch });

export function useUpdateRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKeyRoot }),
  });
}
