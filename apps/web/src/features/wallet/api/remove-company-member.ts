import { removeCompanyMemberCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `DELETE /ops/companies/{id}/members/{userId}`: the membership and its allowance end. */
export const removeCompanyMember = ({ id, userId }: { id: number; userId: number }) =>
  callApi(removeCompanyMemberCall, { params: { id, userId } });

export function useRemoveCompanyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
