import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { FaqList } from '../../../features/marketing/components/faq-list.tsx';
import { PageHero } from '../../../features/marketing/components/page-hero.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Frequently asked questions | Shuttle',
};

export function Component() {
  return (
    <>
      <PageHero
        title="Frequently asked questions"
        lead="Answers for riders and for drivers: booking, paying, cancelling and joining Shuttle."
      />
      {/* The answers open and close natively (`<details>`): nothing here needs React once the
          page has loaded, so it is hydrated as it was prerendered (docs/decisions/286). */}
      <StaticMarkup as="section" className="section">
        <div className="container narrow">
          <FaqList />
        </div>
      </StaticMarkup>
    </>
  );
}
