import { HowItWorksPage } from '../../../features/marketing/components/how-it-works-page.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'How it works | Shuttle',
};

export function Component() {
  return <HowItWorksPage />;
}
