import { DriveForUsPage } from '../../../features/marketing/components/drive-for-us-page.tsx';

export function Component() {
  return <DriveForUsPage />;
}
