import { BusinessPage } from '../../../features/marketing/components/business-page.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Shuttle for business'),
  description:
    'Get your team to work on time: book seats for your employees, pay from one company wallet and see every trip on your business dashboard.',
};

export function Component() {
  return <BusinessPage />;
}
