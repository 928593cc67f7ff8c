import { type RosterClash, RosterClashBody, type RosterInput, rosterDepartureCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { runsKeyRoot } from './get-runs.ts';

/** `POST /ops/itineraries/{id}/roster`: one vehicle and one driver on a departure's runs. */
export const rosterDeparture = ({ itineraryId, input }: { itineraryId: number; input: RosterInput }) =>
  callApi(rosterDepartureCall, { params: { id: itineraryId }, body: input });

/** The clashes a refused roster lists (409 ROSTER_CLASH), or none for any other failure. */
export function rosterClashesOf(error: unknown): RosterClash[] {
  if (!(error instanceof ApiError) || error.code !== 'ROSTER_CLASH') return [];
  const body = RosterClashBody.safeParse(error.body);
  return body.success ? body.data.clashes : [];
}

export function useRosterDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rosterDeparture,
    // Runs lists, weeks and the unassigned list all live under the runs key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKeyRoot }),
  });
}
