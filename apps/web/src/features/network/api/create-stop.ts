import type { OpsStop, OpsStopInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { stopsKeyRoot } from './get-stops.ts';

/** `POST /ops/stops`. */
export const createStop = (input: OpsStopInput) =>
  apiRequest<OpsStop>('/ops/stops', { method: 'POST', body: input });

export function useCreateStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stopsKeyRoot }),
  });
}
