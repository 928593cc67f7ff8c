import { DriveForUsPage } from '../../../features/marketing/components/drive-for-us-page.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Drive for us'),
  description:
    'Drive commuters across Lagos on fixed routes and times in modern buses, and get paid for every trip.',
};

export function Component() {
  return <DriveForUsPage />;
}
