import { useAuthModals } from '../../../features/auth/components/auth-modals.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { Logo } from '../../layouts/navbar.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Log in | Shuttle',
};

/**
 * The standalone login page: no navbar, no close button (docs/product.md#routes). "Create an account"
 * opens the register form, which sends the new rider where a login would, with the `redirect`
 * and `options` the page was opened with (docs/decisions/178).
 */
export function Component() {
  const authModals = useAuthModals();
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Logo />
        <h1>Log in to Shuttle</h1>
        <LoginForm onSwitchToRegister={() => authModals.open('register')} />
      </div>
    </main>
  );
}
