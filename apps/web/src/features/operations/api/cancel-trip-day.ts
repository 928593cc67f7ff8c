import type { RunCancelInput, RunCancellation } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tripDaysKeyRoot } from './get-trip-days.ts';

interface CancelTripDayRequest {
  id: number;
  input: RunCancelInput;
  /** One per confirmation: a retried request refunds once. */
  idempotencyKey: string;
}

/** `POST /ops/trip-days/{id}/cancel`: cancels the run and refunds every ride on it. */
export const cancelTripDay = ({ id, input, idempotencyKey }: CancelTripDayRequest) =>
  apiRequest<RunCancellation>(`/ops/trip-days/${id}/cancel`, { method: 'POST', body: input, idempotencyKey });

export function useCancelTripDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTripDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripDaysKeyRoot }),
  });
}
