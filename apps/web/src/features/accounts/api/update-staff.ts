import { type StaffPatch, updateStaffCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeyRoot } from './get-staff.ts';

/** `PATCH /ops/staff/{id}` (admins): another member's role, or disabling and enabling them. */
export const updateStaff = ({ id, patch }: { id: number; patch: StaffPatch }) =>
  callApi(updateStaffCall, { params: { id }, body: patch });

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeyRoot }),
  });
}
