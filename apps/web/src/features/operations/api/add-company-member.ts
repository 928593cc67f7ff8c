import type { CompanyMemberInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

export interface MemberAdded {
  user_id: number;
  outcome: 'added' | 'invited';
}

/** `POST /ops/companies/{id}/members`: a rider joins, or a newcomer is invited by email. */
export const addCompanyMember = ({ id, input }: { id: number; input: CompanyMemberInput }) =>
  apiRequest<MemberAdded>(`/ops/companies/${id}/members`, { method: 'POST', body: input });

export function useAddCompanyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
