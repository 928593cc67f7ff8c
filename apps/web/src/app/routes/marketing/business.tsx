import { BusinessPage } from '../../../features/marketing/components/business-page.tsx';

export function Component() {
  return <BusinessPage />;
}
