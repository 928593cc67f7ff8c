import { BusinessPage } from '../../../features/marketing/components/business-page.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Shuttle for business | Shuttle',
};

export function Component() {
  return <BusinessPage />;
}
