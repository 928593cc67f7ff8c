import type { Company } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `GET /ops/companies/{id}`: its wallet balance and member count. */
export const getCompany = (id: number) => apiRequest<Company>(`/ops/companies/${id}`);

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...companiesKeyRoot, id], queryFn: () => getCompany(id) });

export function useCompany(id: number) {
  return useQuery(companyQueryOptions(id));
}
