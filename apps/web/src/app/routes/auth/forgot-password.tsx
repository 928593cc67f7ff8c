import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

/** Forgot password, for guests only (spec section 2). */
export function Component() {
  return (
    <section className="container page narrow">
      <div className="card">
        <ForgotPasswordForm />
      </div>
    </section>
  );
}
