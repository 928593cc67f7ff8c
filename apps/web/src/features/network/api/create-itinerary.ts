import { createItineraryCall, type OpsItineraryInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { itinerariesKey } from './get-itineraries.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';

/** `POST /ops/routes/{id}/itineraries`: a departure time on some days of the week. */
export const createItinerary = ({ routeId, input }: { routeId: number; input: OpsItineraryInput }) =>
  callApi(createItineraryCall, { params: { id: routeId }, body: input });

export function useCreateItinerary(routeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItinerary,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: itinerariesKey(routeId) });
      await queryClient.invalidateQueries({ queryKey: opsRoutesKeyRoot });
    },
  });
}
