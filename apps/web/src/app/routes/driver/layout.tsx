import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLogout } from '../../../features/auth/api/logout.ts';
import { DriverFrame } from '../../../features/driver/components/driver-frame.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { userWithRole } from '../../role-access.ts';
import { Component as NotFound } from '../not-found.tsx';

const KNOWN_DRIVER = 'shuttle-driver';

/**
 * The driver app's frame (docs/decisions/161). Only drivers get in; without a connection the
 * driver this phone last saw signed in is let in, so the day's runs open offline (the server
 * still checks every call).
 */
export async function loader() {
  const current = session.get();
  if (!current) return null;
  try {
    const user = await userWithRole(['driver']);
    if (!user) return null;
    const driver = { id: current.userId, name: `${user.fname} ${user.lname}` };
    localStorage.setItem(KNOWN_DRIVER, JSON.stringify(driver));
    return driver;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    const known = JSON.parse(localStorage.getItem(KNOWN_DRIVER) ?? 'null') as {
      id: number;
      name: string;
    } | null;
    return known?.id === current.userId ? known : null;
  }
}

export function Component() {
  const driver = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!driver) return <NotFound />;
  return (
    <DriverFrame
      userId={driver.id}
      name={driver.name}
      onSignOut={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
    >
      <Outlet context={driver} />
    </DriverFrame>
  );
}
