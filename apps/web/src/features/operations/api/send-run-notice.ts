import type { RunNoticeInput, RunNoticeSent } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { runNoticeAudienceQueryOptions } from './get-run-notice-audience.ts';

interface SendRunNoticeRequest {
  tripDayId: number;
  input: RunNoticeInput;
}

/** `POST /ops/trip-days/{id}/notices`: tells every rider booked on the run, in the app and by email. */
export const sendRunNotice = ({ tripDayId, input }: SendRunNoticeRequest) =>
  apiRequest<RunNoticeSent>(`/ops/trip-days/${tripDayId}/notices`, { method: 'POST', body: input });

export function useSendRunNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRunNotice,
    onSettled: (_answer, _error, { tripDayId }) =>
      queryClient.invalidateQueries({ queryKey: runNoticeAudienceQueryOptions(tripDayId).queryKey }),
  });
}
