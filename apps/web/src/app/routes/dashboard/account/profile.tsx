import { AvatarUpload } from '../../../../features/account/components/avatar-upload.tsx';
import { EmailVerification } from '../../../../features/account/components/email-verification.tsx';
import { MobilityCards } from '../../../../features/account/components/mobility-cards.tsx';
import { ProfileForm } from '../../../../features/account/components/profile-form.tsx';
import { useCities } from '../../../../features/auth/api/get-cities.ts';
import { useUser } from '../../../../features/auth/api/get-user.ts';
import type { PageMeta } from '../../../page-meta.tsx';

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
      <MobilityCards userId={id} />
    </section>
  );
}
