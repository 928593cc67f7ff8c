import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { verifyFromLink } from '../../../features/auth/api/verify-account.ts';
import { VerificationResult } from '../../../features/auth/components/verification-result.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Verify your account | Shuttle',
};

/** Opening the page attempts the verification, once, before it renders (docs/product.md#routes; ADR 010). */
export const loader = ({ params }: LoaderFunctionArgs) => verifyFromLink(params.token ?? '');

/** A code is single use: running the loader again would turn "Successful" into "Already Verified". */
export const shouldRevalidate = () => false;

/** `/verification/{token}`: account verification, for guests only. */
export function Component() {
  const outcome = useLoaderData<typeof loader>();
  return (
    <section className="container page narrow">
      <div className="card">
        <VerificationResult outcome={outcome} />
      </div>
    </section>
  );
}
