import type { SessionUser } from '@shuttle/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePartnerProfile } from '../api/get-partner-profile.ts';
import { PartnerSdkMissingError, usePartnerLogin } from '../api/start-partner-session.ts';

interface PartnerLoginProps {
  partner: string;
  onSession: (user: SessionUser) => void;
}

/** The embedded build's login: the rider logs in to the partner account (docs/product.md#embedded-build). */
export function PartnerLogin({ partner, onSession }: PartnerLoginProps) {
  const profile = usePartnerProfile();
  const login = usePartnerLogin(onSession);
  const outsidePartnerApp = profile.data === null || login.error instanceof PartnerSdkMissingError;

  return (
    <div className="stack">
      <p>Please log in to your {partner} account to use Shuttle.</p>
      {profile.data ? (
        <p className="muted" data-testid="partner-profile">
          Logged in to {partner} as {profile.data.fname} {profile.data.lname} ({profile.data.email}).
        </p>
      ) : null}
      {outsidePartnerApp ? (
        <FormError message={`Open Shuttle from the ${partner} app to log in.`} />
      ) : (
        <FormError message={login.isError ? errorMessage(login.error) : null} />
      )}
      <Button
        block
        disabled={profile.isPending || outsidePartnerApp}
        isProcessing={login.isPending}
        onClick={() => {
          if (!login.isPending) login.mutate();
        }}
      >
        Continue with {partner}
      </Button>
    </div>
  );
}
