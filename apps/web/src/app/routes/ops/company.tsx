import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { companyQueryOptions } from '../../../features/wallet/api/get-company.ts';
import { companyMembersQueryOptions } from '../../../features/wallet/api/get-company-members.ts';
import { CompanyScreen } from '../../../features/wallet/components/company-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/companies/:companyId`: the wallet, members, allowances and spending of one company. */
export async function loader({ params }: LoaderFunctionArgs) {
  const companyId = Number(params.companyId);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) return { companyId: null };
  await Promise.all([
    queryClient.prefetchQuery(companyQueryOptions(companyId)),
    queryClient.prefetchQuery(companyMembersQueryOptions(companyId, 1)),
  ]);
  return { companyId };
}

export function Component() {
  const { companyId } = useLoaderData<typeof loader>();
  return companyId === null ? <NotFound /> : <CompanyScreen key={companyId} companyId={companyId} />;
}
