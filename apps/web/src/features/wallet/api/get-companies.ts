import { getCompaniesCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const COMPANIES_PAGE_SIZE = 20;

export interface CompaniesFilter {
  page: number;
  q?: string | undefined;
}

/** `GET /ops/companies?q&page`: by name, with each wallet's balance and member count. */
export const getCompanies = ({ page, q }: CompaniesFilter) =>
  callApi(getCompaniesCall, { query: { page, limit: COMPANIES_PAGE_SIZE, q } });

/** Every company query starts with this key: any company write invalidates them all. */
export const companiesKeyRoot = ['ops', 'companies'] as const;

export const companiesQueryOptions = (filter: CompaniesFilter) =>
  queryOptions({
    queryKey: [...companiesKeyRoot, 'list', filter],
    queryFn: () => getCompanies(filter),
    placeholderData: keepPreviousData,
  });

export function useCompanies(filter: CompaniesFilter) {
  return useQuery(companiesQueryOptions(filter));
}
