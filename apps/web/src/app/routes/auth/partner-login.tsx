import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { startSession } from '../../../features/auth/api/start-session.ts';
import { afterLoginPath } from '../../../features/auth/components/login-form.tsx';
import { PartnerLogin } from '../../../features/partner/components/partner-login.tsx';
import { Logo } from '../../layouts/navbar.tsx';

/** What the embedded build's /login route hands its page: the partner the build was made for. */
export interface PartnerLoginData {
  partner: string;
}

/** The embedded build's /login: the partner account signs the rider in (docs/product.md#embedded-build). */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const { partner } = useLoaderData<() => PartnerLoginData>();
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <Logo />
        <h1>Log in with {partner}</h1>
        <PartnerLogin
          partner={partner}
          onSession={(user) => {
            startSession(user);
            navigate(afterLoginPath(location.search));
          }}
        />
      </div>
    </main>
  );
}
