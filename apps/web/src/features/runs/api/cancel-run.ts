import { cancelRunCall, type RunCancelInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

interface CancelRunRequest {
  id: number;
  input: RunCancelInput;
  /** One per confirmation: a retried request refunds once. */
  idempotencyKey: string;
}

/** `POST /ops/trip-days/{id}/cancel`: cancels the run and refunds every ride on it. */
export const cancelRun = ({ id, input, idempotencyKey }: CancelRunRequest) =>
  callApi(cancelRunCall, { params: { id }, body: input, idempotencyKey });

export function useCancelRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKeyRoot }),
  });
}
