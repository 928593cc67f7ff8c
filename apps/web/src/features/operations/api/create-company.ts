import type { Company, CompanyInput } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `POST /ops/companies`: the company and its empty wallet. */
export const createCompany = (input: CompanyInput) =>
  apiRequest<Company>('/ops/companies', { method: 'POST', body: input });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
