import { DEMO_SIGN_IN_ROLES, type DemoSignInRole } from '@shuttle/contracts/demo';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { QueryProvider } from '../../../lib/query-provider.tsx';
import { useDemoSession } from '../api/start-demo-session.ts';
import { afterLoginPath, loginErrorText } from './login-form.tsx';

const ROLE_NAMES: Record<DemoSignInRole, string> = {
  rider: 'a rider',
  driver: 'a driver',
  operator: 'an operator',
  admin: 'an admin',
  bus_partner: 'a bus partner',
};

/**
 * The demo's one-press sign-in for every role (docs/decisions/276). The login page loads it
 * only when the server marked the page as the demo's, so production never downloads it. It
 * brings the query client, which the page itself does not load (docs/decisions/282).
 */
export function DemoSignIn() {
  return (
    <QueryProvider>
      <DemoButtons />
    </QueryProvider>
  );
}

function DemoButtons() {
  const location = useLocation();
  const navigate = useNavigate();
  const demoSession = useDemoSession();

  const signInAs = async (role: DemoSignInRole) => {
    if (demoSession.isPending) return;
    try {
      const user = await demoSession.mutateAsync(role);
      navigate(afterLoginPath(location.search, user.role));
    } catch {
      // Shown from demoSession.error below.
    }
  };

  return (
    <section className="demo-sign-in stack" aria-labelledby="demo-sign-in-title">
      <h2 id="demo-sign-in-title">Try the demo</h2>
      <p className="muted">No account needed: sign in as one of the demo’s people.</p>
      <FormError message={demoSession.isError ? loginErrorText(demoSession.error) : undefined} />
      <div className="demo-sign-in-buttons">
        {DEMO_SIGN_IN_ROLES.map((role) => (
          <Button
            key={role}
            type="button"
            variant="secondary"
            isProcessing={demoSession.isPending && demoSession.variables === role}
            onClick={() => void signInAs(role)}
          >
            Try the demo as {ROLE_NAMES[role]}
          </Button>
        ))}
      </div>
    </section>
  );
}
