import { checkInForRunCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `POST /ops/trip-days/{id}/check-ins`: checks a rider in by hand from the manifest (audited). */
export const checkInRide = ({ runId, rideId }: { runId: number; rideId: number }) =>
  callApi(checkInForRunCall, { params: { id: runId }, body: { ride_id: rideId } });

export function useCheckInRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInRide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKeyRoot }),
  });
}
