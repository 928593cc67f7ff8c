import { type AllowanceInput, setMemberAllowanceCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `PUT /ops/companies/{id}/members/{userId}/allowance`: what the member may spend per period. */
export const setMemberAllowance = ({
  id,
  userId,
  input,
}: {
  id: number;
  userId: number;
  input: AllowanceInput;
}) => callApi(setMemberAllowanceCall, { params: { id, userId }, body: input });

export function useSetMemberAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAllowance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
