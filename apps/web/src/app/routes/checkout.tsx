import { useParams } from 'react-router';
import { SandboxCheckoutPage } from '../../features/wallet/components/sandbox-checkout.tsx';
import type { PageMeta } from '../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Checkout | Shuttle',
};

/** The sandbox payment provider's checkout: a page of its own, outside the site and dashboard. */
export function Component() {
  const { accessCode = '' } = useParams();
  return <SandboxCheckoutPage accessCode={accessCode} />;
}
