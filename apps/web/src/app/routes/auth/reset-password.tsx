import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Choose a new password | Shuttle',
};

/** `/password/{token}`: reset password, for guests only; the token is passed to the form. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <section className="container page narrow">
      <div className="card">
        <ResetPasswordForm key={token} token={token} />
      </div>
    </section>
  );
}
