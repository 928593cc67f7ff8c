import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Forgot password | Shuttle',
};

/** Forgot password, for guests only (docs/product.md#routes). */
export function Component() {
  return (
    <section className="container page narrow">
      <div className="card">
        <ForgotPasswordForm />
      </div>
    </section>
  );
}
