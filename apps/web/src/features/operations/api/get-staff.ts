import type { StaffList } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const STAFF_PAGE_SIZE = 20;

export const getStaff = (page: number) =>
  apiRequest<StaffList>('/ops/staff', { query: { page, limit: STAFF_PAGE_SIZE } });

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
