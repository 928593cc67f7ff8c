import { useLoaderData } from 'react-router';
import { staffQueryOptions } from '../../../features/operations/api/get-staff.ts';
import { StaffScreen } from '../../../features/operations/components/staff-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/staff`: admins only; an operator gets the not-found page, as the API's 403 says. */
export async function loader() {
  const admin = await userWithRole(['admin']);
  if (admin) await queryClient.prefetchQuery(staffQueryOptions(1));
  return { isAdmin: admin !== null };
}

export function Component() {
  return useLoaderData<typeof loader>().isAdmin ? <StaffScreen /> : <NotFound />;
}
