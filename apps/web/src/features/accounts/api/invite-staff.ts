import { inviteStaffCall, type StaffInviteInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { staffKeyRoot } from './get-staff.ts';

/** `POST /ops/staff` (admins): the invitation is emailed by the server. */
export const inviteStaff = (input: StaffInviteInput) => callApi(inviteStaffCall, { body: input });

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeyRoot }),
  });
}
