import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `DELETE /ops/companies/{id}/members/{userId}`: the membership and its allowance end. */
export const removeCompanyMember = ({ id, userId }: { id: number; userId: number }) =>
  apiRequest<null>(`/ops/companies/${id}/members/${userId}`, { method: 'DELETE' });

export function useRemoveCompanyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCompanyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
