import { getCompanyCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

/** `GET /ops/companies/{id}`: its wallet balance and member count. */
export const getCompany = (id: number) => callApi(getCompanyCall, { params: { id } });

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...companiesKeyRoot, id], queryFn: () => getCompany(id) });

export function useCompany(id: number) {
  return useQuery(companyQueryOptions(id));
}
