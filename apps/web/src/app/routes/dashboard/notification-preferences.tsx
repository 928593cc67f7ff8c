import { useNotificationPreferences } from '../../../features/notifications/api/get-notification-preferences.ts';
import { NotificationPreferencesForm } from '../../../features/notifications/components/notification-preferences-form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Notice choices | Shuttle',
};

export function Component() {
  const userId = session.get()?.userId ?? 0;
  const preferences = useNotificationPreferences(userId);
  return (
    <section className="page stack narrow" aria-labelledby="notification-preferences-heading">
      <h1 id="notification-preferences-heading">Where your notices go</h1>
      {preferences.isError ? <p className="form-error">{errorMessage(preferences.error)}</p> : null}
      {preferences.data ? (
        <NotificationPreferencesForm userId={userId} preferences={preferences.data} />
      ) : (
        <p className="muted">Loading your choices...</p>
      )}
    </section>
  );
}
