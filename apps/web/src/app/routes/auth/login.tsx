import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { Logo } from '../../layouts/navbar.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Log in'),
  description:
    'Log in to Shuttle to book shuttle seats across Lagos, fund your wallet and see your boarding passes.',
};

/** The standalone login page: no navbar, no close button (docs/product.md#routes). */
export function Component() {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Logo />
        <h1>Log in to Shuttle</h1>
        <LoginForm />
      </div>
    </main>
  );
}
