import { BusPartnersPage } from '../../../features/marketing/components/bus-partners-page.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Bus partners | Shuttle',
};

export function Component() {
  return <BusPartnersPage />;
}
