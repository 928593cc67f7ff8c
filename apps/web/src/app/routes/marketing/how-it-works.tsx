import { HowItWorksPage } from '../../../features/marketing/components/how-it-works-page.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('How it works'),
  description:
    'Shuttle runs comfortable buses on fixed routes and timetables across Lagos. Book a seat, get picked up at your bus stop and dropped close to work.',
};

export function Component() {
  return <HowItWorksPage />;
}
