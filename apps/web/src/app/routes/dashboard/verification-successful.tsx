import { VerificationStatus } from '../../../features/auth/components/verification-status.tsx';

/** After a new verification code was asked for (spec section 4). */
export function Component() {
  return (
    <section className="page">
      <VerificationStatus />
    </section>
  );
}
