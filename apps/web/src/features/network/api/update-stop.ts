import { type OpsStopPatch, updateStopCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { stopsKeyRoot } from './get-stops.ts';

/** `PATCH /ops/stops/{id}`: the fields sent change, the rest stay. */
export const updateStop = ({ id, patch }: { id: number; patch: OpsStopPatch }) =>
  callApi(updateStopCall, { params: { id }, body: patch });

export function useUpdateStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stopsKeyRoot }),
  });
}
