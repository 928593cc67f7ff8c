import { type FareTable, saveFaresCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { faresKey } from './get-fares.ts';

/** `PUT /ops/routes/{id}/fares`: replaces the whole table (pairs left out have no fare). */
export const saveFares = ({ routeId, table }: { routeId: number; table: FareTable }) =>
  callApi(saveFaresCall, { params: { id: routeId }, body: table });

export function useSaveFares(routeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFares,
    onSuccess: (table) => queryClient.setQueryData(faresKey(routeId, table.itinerary_id), table),
  });
}
