import { PasswordForm } from '../../../../features/account/components/password-form.tsx';
import { session } from '../../../../lib/session.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Password | Shuttle',
};

export function Component() {
  const current = session.get();
  if (!current) return null;
  return (
    <section className="account-section" aria-labelledby="password-heading">
      <h1 id="password-heading">Password</h1>
      <PasswordForm userId={current.userId} />
    </section>
  );
}
