import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { opsUserQueryOptions } from '../../../features/wallet/api/get-user.ts';
import { RiderScreen } from '../../../features/wallet/components/rider-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { Component as NotFound } from '../not-found.tsx';

/** `/ops/riders/:userId`: one rider's bookings, ledger and wallet adjustments. */
export async function loader({ params }: LoaderFunctionArgs) {
  const userId = Number(params.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) return { userId: null };
  await queryClient.prefetchQuery(opsUserQueryOptions(userId));
  return { userId };
}

export function Component() {
  const { userId } = useLoaderData<typeof loader>();
  return userId === null ? <NotFound /> : <RiderScreen key={userId} userId={userId} />;
}
