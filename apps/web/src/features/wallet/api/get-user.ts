import { getOpsUserCall } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { opsUsersKeyRoot } from './get-users.ts';

/** `GET /ops/users/{userId}`. */
export const getUser = (userId: number) => callApi(getOpsUserCall, { params: { userId } });

export const opsUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...opsUsersKeyRoot, 'one', userId], queryFn: () => getUser(userId) });

export function useOpsUser(userId: number) {
  return useQuery(opsUserQueryOptions(userId));
}
