import { RequestReceived } from '../../../features/marketing/components/request-received.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Request received'),
};

/** Where a charter request lands (docs/product.md#public-forms). */
export function Component() {
  return (
    <section className="page">
      <RequestReceived titleAs="h1" />
    </section>
  );
}
