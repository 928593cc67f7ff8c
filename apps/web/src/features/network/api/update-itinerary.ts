import { type OpsItineraryPatch, updateItineraryCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { itinerariesKey } from './get-itineraries.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';

/**
 * `PATCH /ops/itineraries/{id}`: a departure's time, days, seats, dates or service. Refused with
 * 409 IN_USE, naming the booked rides, when it would strand them (docs/decisions/128).
 */
export const updateItinerary = ({ id, patch }: { id: number; patch: OpsItineraryPatch }) =>
  callApi(updateItineraryCall, { params: { id }, body: patch });

export function useUpdateItinerary(routeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItinerary,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: itinerariesKey(routeId) });
      await queryClient.invalidateQueries({ queryKey: opsRoutesKeyRoot });
    },
  });
}
