import { RequestReceived } from '../../../features/marketing/components/request-received.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Request received | Shuttle',
};

/** Where a charter request lands (docs/product.md#public-forms). */
export function Component() {
  return (
    <section className="page">
      <RequestReceived titleAs="h1" />
    </section>
  );
}
