import { addCompanyMemberCall, type CompanyMemberInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `POST /ops/companies/{id}/members`: a rider joins, or a newcomer is invited by email. */
export const addCompanyMember = ({ id, input }: { id: number; input: CompanyMemberInput }) =>
  callApi(addCompanyMemberCall, { params: { id }, body: input });

export function useAddCompanyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCompanyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
