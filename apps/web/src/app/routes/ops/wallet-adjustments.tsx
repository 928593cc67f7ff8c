import { STAFF_ROLES } from '@shuttle/contracts';
import { useLoaderData } from 'react-router';
import { walletAdjustmentsQueryOptions } from '../../../features/wallet/api/get-wallet-adjustments.ts';
import { WalletAdjustmentsScreen } from '../../../features/wallet/components/wallet-adjustments-screen.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { userWithRole } from '../../role-access.ts';

/** `/ops/wallet-adjustments`: the approval queue for staff (the layout checks the role). */
export async function loader() {
  const staff = await userWithRole(STAFF_ROLES);
  if (staff) await queryClient.prefetchQuery(walletAdjustmentsQueryOptions('pending', 1));
  return { viewer: { id: staff?.id ?? 0, isAdmin: staff?.role === 'admin' } };
}

export function Component() {
  const { viewer } = useLoaderData<typeof loader>();
  return <WalletAdjustmentsScreen viewer={viewer} />;
}
