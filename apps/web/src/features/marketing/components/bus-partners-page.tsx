import { Link } from 'react-router';
import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { paths } from '../../../config/paths.ts';
import { PageHero } from './page-hero.tsx';
import { StepList } from './step-list.tsx';

const STEPS = [
  { title: 'Sign up', body: 'Tell us about your company and your fleet with the partner form.' },
  {
    title: 'Upload your documents',
    body: 'Send the vehicle inspection report and the vehicle papers of each bus you want on our routes.',
  },
  {
    title: 'Schedule an inspection',
    body: 'Bring your buses for a safety and comfort check at a time that suits you.',
  },
  {
    title: 'Get your dashboard',
    body: 'Track your buses, your drivers and your earnings from your partner dashboard.',
  },
];

/** docs/product.md#public-forms: the landing page with a button to the form, and its four steps. */
export function BusPartnersPage() {
  return (
    <>
      <PageHero
        eyebrow="Bus partners"
        title="Put your buses to work on busy Lagos routes"
        lead="Own a car, a Hiace or a Coaster? Partner with Shuttle: we fill the seats with booked commuters and you earn on every trip."
      >
        <Link className="btn btn--primary" to={paths.busPartnersForm}>
          Become a partner
        </Link>
      </PageHero>
      {/* Text alone, hydrated as it was prerendered (docs/decisions/286). */}
      <StaticMarkup as="section" className="section" aria-labelledby="partner-steps">
        <div className="container">
          <h2 id="partner-steps">How partnering works</h2>
          <StepList steps={STEPS} />
        </div>
      </StaticMarkup>
    </>
  );
}
