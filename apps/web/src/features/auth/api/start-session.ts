import type { SessionUser } from '@shuttle/contracts';
import { queryClient } from '../../../lib/query-client.ts';
import { session } from '../../../lib/session.ts';
import { userQueryOptions } from './get-user.ts';

/** Stores the session and seeds the user query, so the dashboard opens without a second call. */
export function startSession(user: SessionUser): void {
  session.start(user);
  queryClient.setQueryData(userQueryOptions(user.id).queryKey, (previous) => ({
    walletHistory: [],
    ...previous,
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    email: user.email,
    phone: user.phone,
    city_id: user.city_id,
    corporate_id: user.corporate_id,
    verified: user.verified,
    avatar: user.avatar,
    role: user.role,
    wallet: user.wallet,
  }));
}
