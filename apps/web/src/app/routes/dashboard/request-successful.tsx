import { RequestReceived } from '../../../features/marketing/components/request-received.tsx';

/** Where a charter request lands (docs/product.md#public-forms). */
export function Component() {
  return (
    <section className="page">
      <RequestReceived titleAs="h1" />
    </section>
  );
}
