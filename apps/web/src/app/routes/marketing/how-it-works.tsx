import { HowItWorksPage } from '../../../features/marketing/components/how-it-works-page.tsx';

export function Component() {
  return <HowItWorksPage />;
}
