import type { LoaderFunctionArgs } from 'react-router';
import { companiesQueryOptions } from '../../../features/operations/api/get-companies.ts';
import {
  CompaniesScreen,
  companiesFilterFrom,
} from '../../../features/operations/components/companies-screen.tsx';
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
