import { getAuditLogCall } from '@shuttle/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditLogFilter {
  page: number;
  actorId?: number | undefined;
  entity?: string | undefined;
}

export const getAuditLog = ({ page, actorId, entity }: AuditLogFilter) =>
  callApi(getAuditLogCall, {
    query: { page, limit: AUDIT_PAGE_SIZE, actor_id: actorId, entity },
  });

export const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: ['ops', 'audit-log', filter],
    queryFn: () => getAuditLog(filter),
    placeholderData: keepPreviousData,
    // Every visit shows the latest changes.
    staleTime: 0,
  });

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQueryOptions(filter));
}
