import type { UserRole } from '@shuttle/contracts';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ROLE_ROOTS } from '../../config/role-roots.ts';
import { SignedInAccount } from '../../features/auth/components/signed-in-account.tsx';
import { userWithRole } from '../role-access.ts';
import { Component as NotFound } from './not-found.tsx';

/** The homes of roles whose wings come later: their pages replace this one (ADR 120). */
const HOMES: Record<string, { role: UserRole; title: string }> = {
  [ROLE_ROOTS.driver]: { role: 'driver', title: 'Driver' },
};

/** `/driver`: the account the driver is signed in with. */
export async function loader({ request }: LoaderFunctionArgs) {
  const home = HOMES[new URL(request.url).pathname];
  const user = home ? await userWithRole([home.role]) : null;
  return home && user ? { title: home.title, user } : null;
}

export function Component() {
  const home = useLoaderData<typeof loader>();
  return home ? <SignedInAccount title={home.title} user={home.user} /> : <NotFound />;
}
