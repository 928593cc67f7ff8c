import { type CompanyFundingInput, fundCompanyCall } from '@shuttle/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

interface FundCompanyRequest {
  id: number;
  input: CompanyFundingInput;
  /** One per submitted deposit: a retry never credits it twice. */
  idempotencyKey: string;
}

/** `POST /ops/companies/{id}/fundings`: a bank deposit into the company wallet, with its reason. */
export const fundCompany = ({ id, input, idempotencyKey }: FundCompanyRequest) =>
  callApi(fundCompanyCall, { params: { id }, body: input, idempotencyKey });

export function useFundCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKeyRoot }),
  });
}
