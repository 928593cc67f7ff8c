import { issueTrackerCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { vehiclesKeyRoot } from './get-fleet.ts';

/** `POST /ops/vehicles/{id}/tracker`: a new device id, shown once; the one before stops working. */
export const issueTracker = (vehicleId: number) => callApi(issueTrackerCall, { params: { id: vehicleId } });

export function useIssueTracker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueTracker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesKeyRoot }),
  });
}
