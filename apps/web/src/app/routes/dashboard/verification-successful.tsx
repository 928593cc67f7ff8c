import { VerificationStatus } from '../../../features/auth/components/verification-status.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Account verified | Shuttle',
};

/** After a new verification code was asked for (docs/product.md#accounts). */
export function Component() {
  return (
    <section className="page">
      <VerificationStatus />
    </section>
  );
}
