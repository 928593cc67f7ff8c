import { createStopCall, type OpsStopInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { stopsKeyRoot } from './get-stops.ts';

/** `POST /ops/stops`. */
export const createStop = (input: OpsStopInput) => callApi(createStopCall, { body: input });

export function useCreateStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stopsKeyRoot }),
  });
}
