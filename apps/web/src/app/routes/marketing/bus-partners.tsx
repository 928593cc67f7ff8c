import { BusPartnersPage } from '../../../features/marketing/components/bus-partners-page.tsx';

export function Component() {
  return <BusPartnersPage />;
}
