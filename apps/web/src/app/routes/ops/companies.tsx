import { STAFF_ROLES } from '@shuttle/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { companiesQueryOptions } from '../../../features/operations/api/get-companies.ts';
import {
  CompaniesScreen,
  companiesFilterFrom,
} from '../../../features/operations/components/companies-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/companies?q=&page=`: companies and a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await userWithRole(STAFF_ROLES)) {
    await queryClient.prefetchQuery(
      companiesQueryOptions(companiesFilterFrom(new URL(request.url).searchParams)),
    );
  }
  return null;
}

export function Component() {
  return <CompaniesScreen />;
}
