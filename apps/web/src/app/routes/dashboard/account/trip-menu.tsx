import { useTripPreferences } from '../../../../features/account/api/get-trip-preferences.ts';
import { TripPreferencesForm } from '../../../../features/account/components/trip-preferences-form.tsx';
import { useUser } from '../../../../features/auth/api/get-user.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { session } from '../../../../lib/session.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Trip preferences | Shuttle',
};

export function Component() {
  const userId = session.get()?.userId ?? 0;
  const user = useUser();
  const preferences = useTripPreferences(userId);
  return (
    <section className="account-section" aria-labelledby="trip-menu-heading">
      <h1 id="trip-menu-heading">Trip preferences</h1>
      <p className="muted">New bookings start with these; you can still change them on each booking.</p>
      {preferences.isError ? <p className="form-error">{errorMessage(preferences.error)}</p> : null}
      {preferences.data && user.data ? (
        <TripPreferencesForm
          userId={userId}
          preferences={preferences.data}
          hasCompanyWallet={user.data.corporate_id !== null}
        />
      ) : (
        <p className="muted">Loading your preferences...</p>
      )}
    </section>
  );
}
