import { getOpsUsersCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const USERS_PAGE_SIZE = 20;

export interface UsersFilter {
  q: string;
  page: number;
}

export const opsUsersKeyRoot = ['ops', 'users'] as const;

/** `GET /ops/users?q=&page=`: riders by name, email or phone, paged on the server. */
export const getUsers = ({ q, page }: UsersFilter) =>
  callApi(getOpsUsersCall, { query: { q: q || undefined, page, limit: USERS_PAGE_SIZE } });

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...opsUsersKeyRoot, 'list', filter],
    queryFn: () => getUsers(filter),
    placeholderData: keepPreviousData,
  });

export function useUsers(filter: UsersFilter) {
  return useQuery(usersQueryOptions(filter));
}
