import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Forgot password'),
  description: 'Reset your Shuttle password: we email you a link to choose a new one.',
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
