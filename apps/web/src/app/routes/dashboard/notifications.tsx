import { NotificationsPage } from '../../../features/notifications/components/notifications-page.tsx';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Notifications | Shuttle',
};

export function Component() {
  const current = session.get();
  if (!current) return null;
  return <NotificationsPage userId={current.userId} />;
}
