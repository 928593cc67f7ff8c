import { BusPartnersPage } from '../../../features/marketing/components/bus-partners-page.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Bus partners'),
  description:
    'Own a car, a Hiace or a Coaster? Partner with Shuttle: we fill the seats with booked Lagos commuters and you earn on every trip.',
};

export function Component() {
  return <BusPartnersPage />;
}
