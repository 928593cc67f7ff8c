import type { LoaderFunctionArgs } from 'react-router';
import { usersQueryOptions } from '../../../features/wallet/api/get-users.ts';
import { RidersScreen, ridersFilterFrom } from '../../../features/wallet/components/riders-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';

/** `/ops/riders?q=&page=`: rider search. */
export async function loader({ request }: LoaderFunctionArgs) {
  await queryClient.prefetchQuery(usersQueryOptions(ridersFilterFrom(new URL(request.url).searchParams)));
  return null;
}

export function Component() {
  return <RidersScreen />;
}
