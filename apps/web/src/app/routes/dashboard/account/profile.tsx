import { lazy, Suspense } from 'react';
import { AvatarUpload } from '../../../../features/account/components/avatar-upload.tsx';
import { EmailVerification } from '../../../../features/account/components/email-verification.tsx';
import { ProfileForm } from '../../../../features/account/components/profile-form.tsx';
import { useCities } from '../../../../features/auth/api/get-cities.ts';
import { useUser } from '../../../../features/auth/api/get-user.ts';
import type { PageMeta } from '../../../page-meta.tsx';

/** The mobility card's part (and Web NFC's) loads after the profile: none of it is in the entry's map. */
const MobilityCards = lazy(() =>
  import('../../../../features/account/components/mobility-cards.tsx').then((module) => ({
    default: module.MobilityCards,
  })),
);

export const handle: PageMeta = {
  title: 'Profile | Shuttle',
};

export function Component() {
  const user = useUser();
  const cities = useCities();
  if (!user.data) return <p className="muted">Loading your profile...</p>;
  const { id, fname, lname, avatar, verified, email } = user.data;
  return (
    <section className="account-section" aria-labelledby="profile-heading">
      <h1 id="profile-heading">Profile</h1>
      <AvatarUpload userId={id} avatar={avatar} name={`${fname} ${lname}`} />
      {verified ? null : <EmailVerification userId={id} email={email} />}
      <ProfileForm userId={id} user={user.data} cities={cities} />
      <Suspense fallback={null}>
        <MobilityCards userId={id} />
      </Suspense>
    </section>
  );
}
