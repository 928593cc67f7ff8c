import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { afterLoginPath } from '../../../features/auth/utils/after-login-path.ts';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { Logo } from '../../layouts/navbar.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Log in'),
  description:
    'Log in to Shuttle to book shuttle seats across Lagos, fund your wallet and see your boarding passes.',
};

// The register form and the cities it offers load when a visitor asks for it, not with the page.
const RegisterForm = lazyPart(() =>
  import('../../../features/auth/components/register-form.tsx').then((module) => module.RegisterForm),
);

/**
 * The standalone login page: no navbar, no close button (spec section 2). A new visitor creates
 * an account here too and lands where a login would, with the `redirect` and `options` the page
 * was opened with, so a search made on the home page runs on the dashboard (docs/decisions/178).
 */
export function Component() {
  const location = useLocation();
  const [isRegistering, setIsRegistering] = useState(false);
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Logo />
        {isRegistering ? (
          <>
            <h1>Create your Shuttle account</h1>
            <Suspense fallback={<p className="muted">Loading…</p>}>
              <RegisterForm
                destination={afterLoginPath(location.search)}
                onSwitchToLogin={() => setIsRegistering(false)}
              />
            </Suspense>
          </>
        ) : (
          <>
            <h1>Log in to Shuttle</h1>
            <LoginForm onSwitchToRegister={() => setIsRegistering(true)} />
          </>
        )}
      </div>
    </main>
  );
}
