import type { LoaderFunctionArgs } from 'react-router';
import { companiesQueryOptions } from '../../../features/wallet/api/get-companies.ts';
import {
  CompaniesScreen,
  companiesFilterFrom,
} from '../../../features/wallet/components/companies-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/companies?q=&page=`: companies and a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(
    companiesQueryOptions(companiesFilterFrom(new URL(request.url).searchParams)),
  );
  return null;
}

export function Component() {
  return <CompaniesScreen />;
}
