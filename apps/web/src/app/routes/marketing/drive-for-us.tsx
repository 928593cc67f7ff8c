import { DriveForUsPage } from '../../../features/marketing/components/drive-for-us-page.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Drive for us | Shuttle',
};

export function Component() {
  return <DriveForUsPage />;
}
