import type { LoaderFunctionArgs } from 'react-router';
import { auditLogQueryOptions } from '../../../features/operations/api/get-audit-log.ts';
import {
  AuditLogScreen,
  auditFilterFrom,
} from '../../../features/operations/components/audit-log-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * `/ops/audit-log?actor_id=&entity=&page=`: every operator write, newest first. The console's
 * layout shows the not-found page to anyone but staff; this loader asks nothing for them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(auditLogQueryOptions(auditFilterFrom(new URL(request.url).searchParams)));
  return null;
}

export function Component() {
  return <AuditLogScreen />;
}
