import { createRouteCall, type OpsRouteInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { opsRoutesKeyRoot } from './get-routes.ts';
import { stopsKeyRoot } from './get-stops.ts';

/** `POST /ops/routes`: the route and its ordered stops in one call. */
export const createRoute = (input: OpsRouteInput) => callApi(createRouteCall, { body: input });

export function useCreateRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoute,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: opsRoutesKeyRoot });
      // A stop's route count changes with it.
      await queryClient.invalidateQueries({ queryKey: stopsKeyRoot });
    },
  });
}
