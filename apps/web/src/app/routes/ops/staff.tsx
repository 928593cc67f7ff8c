import { useLoaderData } from 'react-router';
import { staffQueryOptions } from '../../../features/accounts/api/get-staff.ts';
import { StaffScreen } from '../../../features/accounts/components/staff-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/staff`: admins only; an operator gets the not-found page, as the API's 403 says. */
export async function loader() {
  const admin = await userWithRole(['admin']);
  if (admin) await queryClient.prefetchQuery(staffQueryOptions(1));
  return { adminId: admin?.id ?? null };
}

export function Component() {
  const { adminId } = useLoaderData<typeof loader>();
  return adminId === null ? <NotFound /> : <StaffScreen adminId={adminId} />;
}
