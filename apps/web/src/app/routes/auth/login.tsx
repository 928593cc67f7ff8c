import { Suspense, useEffect, useState } from 'react';
import { useAuthModals } from '../../../features/auth/components/auth-modals.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { lazyPart } from '../../../lib/lazy-route.ts';
import { Logo } from '../../layouts/navbar.tsx';
import type { PageMeta } from '../../page-meta.tsx';

/** Downloaded only in the demo: production's /login never loads it (docs/decisions/276). */
const DemoSignIn = lazyPart(() =>
  import('../../../features/auth/components/demo-sign-in-loader.ts').then((module) =>
    module.loadDemoSignIn(),
  ),
);

/**
 * Whether the server marked this page as the demo's (its banner, written into every page by the
 * API in APP_MODE=demo). Read after hydration: the prerendered page is the same in both modes.
 */
function useIsDemo(): boolean {
  const [isDemo, setIsDemo] = useState(false);
  useEffect(() => setIsDemo(document.querySelector('.demo-banner') !== null), []);
  return isDemo;
}

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
  const isDemo = useIsDemo();
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Logo />
        <h1>Log in to Shuttle</h1>
        <LoginForm onSwitchToRegister={() => authModals.open('register')} />
        {isDemo ? (
          <Suspense fallback={null}>
            <DemoSignIn />
          </Suspense>
        ) : null}
      </div>
    </main>
  );
}
