import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUndoEmailChange } from '../api/undo-email-change.ts';

interface UndoEmailChangeProps {
  /** The token of the emailed `/email-change/{token}` link. */
  token: string;
}

/**
 * The page behind the link sent to an old address: nothing happens until the rider presses the
 * button, since mail scanners open links too (docs/decisions/100-email-change.md).
 */
export function UndoEmailChange({ token }: UndoEmailChangeProps) {
  const undo = useUndoEmailChange();

  if (undo.isSuccess) {
    return (
      <div className="stack">
        <h1>Email address restored</h1>
        <p>{undo.data.message}</p>
        <p>
          <Link className="btn btn--primary" to={paths.login}>
            Login
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="stack">
      <h1>Was it you who changed your email address?</h1>
      <p>
        If it was not you, put this address back. Every device will be signed out, and we will email you a
        link to choose a new password.
      </p>
      <FormError message={undo.isError ? errorMessage(undo.error) : null} />
      <Button
        type="button"
        block
        isProcessing={undo.isPending}
        onClick={() => {
          if (!undo.isPending) undo.mutate({ token });
        }}
      >
        Put my email address back
      </Button>
    </div>
  );
}
