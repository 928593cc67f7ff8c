import { PageHero } from '../../../features/marketing/components/page-hero.tsx';
import { PartnerForm } from '../../../features/marketing/components/partner-form.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Become a bus partner | Shuttle',
};

export function Component() {
  return (
    <>
      <PageHero
        eyebrow="Bus partners"
        title="Become a bus partner"
        lead="Tell us about your company and your vehicles. Our partnerships team reviews every application and calls you within three working days."
      />
      <section className="section">
        <div className="container narrow form-card">
          <PartnerForm />
        </div>
      </section>
    </>
  );
}
