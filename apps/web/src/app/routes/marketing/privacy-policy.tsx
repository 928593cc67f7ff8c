import { PrivacyPolicy } from '../../../features/marketing/components/privacy-policy.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Privacy policy'),
  description: 'What Shuttle collects about riders, drivers and partners, why, and how to reach us about it.',
};

export function Component() {
  return (
    <section className="container page">
      <h1>Privacy policy</h1>
      <PrivacyPolicy />
    </section>
  );
}
