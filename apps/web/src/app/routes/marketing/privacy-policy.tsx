import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { PrivacyPolicy } from '../../../features/marketing/components/privacy-policy.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Privacy policy | Shuttle',
};

export function Component() {
  return (
    // Text alone, hydrated as it was prerendered (docs/decisions/286).
    <StaticMarkup as="section" className="container page">
      <h1>Privacy policy</h1>
      <PrivacyPolicy />
    </StaticMarkup>
  );
}
