import { NotificationsPage } from '../../../features/notifications/components/notifications-page.tsx';
import { session } from '../../../lib/session.ts';

export function Component() {
  const current = session.get();
  if (!current) return null;
  return <NotificationsPage userId={current.userId} />;
}
