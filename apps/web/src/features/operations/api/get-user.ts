import type { OpsUserDetail } from '@shuttle/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { opsUsersKeyRoot } from './get-users.ts';

/** `GET /ops/users/{userId}`. */
export const getUser = (userId: number) => apiRequest<OpsUserDetail>(`/ops/users/${userId}`);

export const opsUserQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...opsUsersKeyRoot, 'one', userId], queryFn: () => getUser(userId) });

export function useOpsUser(userId: number) {
  return useQuery(opsUserQueryOptions(userId));
}
