import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { Logo } from '../../layouts/navbar.tsx';

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
