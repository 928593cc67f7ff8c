import { VerificationStatus } from '../../../features/auth/components/verification-status.tsx';

/** After a new verification code was asked for (docs/product.md#accounts). */
export function Component() {
  return (
    <section className="page">
      <VerificationStatus />
    </section>
  );
}
