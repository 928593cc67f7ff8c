import type { CheckInAnswer } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `POST /ops/trip-days/{id}/check-ins`: checks a rider in by hand from the manifest (audited). */
export const checkInRide = ({ runId, rideId }: { runId: number; rideId: number }) =>
  apiRequest<CheckInAnswer>(`/ops/trip-days/${runId}/check-ins`, {
    method: 'POST',
    body: { ride_id: rideId },
  });

export function useCheckInRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInRide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKeyRoot }),
  });
}
