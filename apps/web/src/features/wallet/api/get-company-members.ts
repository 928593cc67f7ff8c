import { getCompanyMembersCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { companiesKeyRoot } from './get-companies.ts';

export const MEMBERS_PAGE_SIZE = 20;

/** `GET /ops/companies/{id}/members?page`: members with what is left of their allowance. */
export const getCompanyMembers = (id: number, page: number) =>
  callApi(getCompanyMembersCall, {
    params: { id },
    query: { page, limit: MEMBERS_PAGE_SIZE },
  });

export const companyMembersQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: [...companiesKeyRoot, id, 'members', page],
    queryFn: () => getCompanyMembers(id, page),
    placeholderData: keepPreviousData,
  });

export function useCompanyMembers(id: number, page: number) {
  return useQuery(companyMembersQueryOptions(id, page));
}
