import { PromoCodes } from '../../../../features/account/components/promo-codes.tsx';
import { session } from '../../../../lib/session.ts';
import type { PageMeta } from '../../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Promo codes | Shuttle',
};

export function Component() {
  const current = session.get();
  if (!current) return null;
  return (
    <section className="account-section" aria-labelledby="promo-heading">
      <h1 id="promo-heading">Promo codes</h1>
      <PromoCodes userId={current.userId} />
    </section>
  );
}
