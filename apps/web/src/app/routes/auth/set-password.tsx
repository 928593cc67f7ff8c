import { useParams } from 'react-router';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form.tsx';

/** `/set-password/{token}`: the emailed invitation's page (docs/decisions/122). */
export function Component() {
  const { token = '' } = useParams();
  return (
    <section className="container page narrow">
      <div className="card">
        <SetPasswordForm key={token} token={token} />
      </div>
    </section>
  );
}
