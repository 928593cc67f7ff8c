import { type RunNoticeInput, sendRunNoticeCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runNoticeAudienceQueryOptions } from './get-run-notice-audience.ts';

interface SendRunNoticeRequest {
  runId: number;
  input: RunNoticeInput;
}

/** `POST /ops/trip-days/{id}/notices`: tells every rider booked on the run, in the app and by email. */
export const sendRunNotice = ({ runId, input }: SendRunNoticeRequest) =>
  callApi(sendRunNoticeCall, { params: { id: runId }, body: input });

export function useSendRunNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRunNotice,
    onSettled: (_answer, _error, { runId }) =>
      queryClient.invalidateQueries({ queryKey: runNoticeAudienceQueryOptions(runId).queryKey }),
  });
}
