import { PageHero } from '../../../features/marketing/components/page-hero.tsx';
import { PartnerForm } from '../../../features/marketing/components/partner-form.tsx';
import { type PageMeta, titled } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: titled('Become a bus partner'),
  description:
    'Tell us about your company and your vehicles; our partnerships team calls you within three working days.',
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
