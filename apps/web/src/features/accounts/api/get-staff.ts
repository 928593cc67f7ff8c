import { getStaffCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const STAFF_PAGE_SIZE = 20;

export const getStaff = (page: number) => callApi(getStaffCall, { query: { page, limit: STAFF_PAGE_SIZE } });

export const staffKeyRoot = ['ops', 'staff'] as const;

export const staffQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...staffKeyRoot, page],
    queryFn: () => getStaff(page),
    placeholderData: keepPreviousData,
  });

export function useStaff(page: number) {
  return useQuery(staffQueryOptions(page));
}
