import type { OpsTripDay, OpsTripDayPatch } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tripDaysKeyRoot } from './get-trip-days.ts';

/** `PATCH /ops/trip-days/{id}`: vehicle, driver or capacity of one run. */
export const updateTripDay = ({ id, patch }: { id: number; patch: OpsTripDayPatch }) =>
  apiRequest<OpsTripDay>(`/ops/trip-days/${id}`, { method: 'PATCH', body: patch });

export function useUpdateTripDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTripDay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripDaysKeyRoot }),
  });
}
