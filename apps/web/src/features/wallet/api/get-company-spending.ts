import { getCompanySpendingCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

export const SPENDING_PAGE_SIZE = 20;

/** `GET /ops/companies/{id}/spending?page`: per member and Lagos month, newest first. */
export const getCompanySpending = (id: number, page: number) =>
  callApi(getCompanySpendingCall, {
    params: { id },
    query: { page, limit: SPENDING_PAGE_SIZE },
  });

export const companySpendingQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...companiesKeyRoot, id, 'spending', page],
    queryFn: () => getCompanySpending(id, page),
    placeholderData: keepPreviousData,
  });

export function useCompanySpending(id: number, page: number) {
  return useQuery(companySpendingQueryOptions(id, page));
}
