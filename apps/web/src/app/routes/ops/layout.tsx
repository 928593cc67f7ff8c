import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { ConsoleFrame } from '../../../components/console/console-frame.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../../../features/auth/api/logout.ts';
import { consoleUser } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

/**
 * `/ops`: the operators' console, for operators and admins only (docs/decisions/123); the one
 * role check of its screens (role-routes.tsx runs a screen's loader only after it, ADR 272).
 */
export async function loader() {
  return consoleUser();
}

export function Component() {
  const user = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return <NotFound />;
  return (
    <ConsoleFrame
      user={user}
      onSignOut={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
    >
      <Outlet />
    </ConsoleFrame>
  );
}
