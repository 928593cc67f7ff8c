import { PROGRAMME_SCOPES, type ProgrammeScope } from '@shuttle/contracts';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCities } from '../../../features/auth/api/get-cities.ts';
import { PageHero } from '../../../features/marketing/components/page-hero.tsx';
import { ProgrammeForm } from '../../../features/marketing/components/programme-form.tsx';
import { stopOptionsByLocation } from '../../../features/marketing/lib/bus-stop-options.ts';
import { useBusStops } from '../../../features/search/api/get-bus-stops.ts';
import type { PageMeta } from '../../page-meta.tsx';

const TITLES: Record<ProgrammeScope, { title: string; lead: string }> = {
  participant: {
    title: 'Join She Moves as a participant',
    lead: 'Tell us about you and your commute. We match you with a mentor from your industry and a ride that fits your route.',
  },
  mentor: {
    title: 'Become a She Moves mentor',
    lead: 'Two hours a month for one year. Tell us about your work and your journey to it, and we find you a participant.',
  },
  driver: {
    title: 'Drive with She Moves',
    lead: 'Carry participants along your way to work. Tell us about you, your car and your route.',
  },
};

const isScope = (value: string | null): value is ProgrammeScope =>
  (PROGRAMME_SCOPES as readonly (string | null)[]).includes(value);

// One title for the three forms: their headings and descriptions tell them apart.
export const handle: PageMeta = { title: 'She Moves registration | Shuttle' };

/** /she-moves-details?scope=participant|mentor|driver (docs/product.md#routes). */
export function Component() {
  const [searchParams] = useSearchParams();
  const scope = searchParams.get('scope');
  const stops = useBusStops();
  const cities = useCities();

  if (!isScope(scope)) {
    return (
      <section className="container page stack">
        <h1>She Moves registration</h1>
        <p>Choose how you would like to take part:</p>
        <div className="row">
          {PROGRAMME_SCOPES.map((each) => (
            <Link key={each} className="btn btn--ghost" to={paths.sheMovesDetails(each)}>
              {TITLES[each].title}
            </Link>
          ))}
        </div>
      </section>
    );
  }
  return (
    <>
      <PageHero eyebrow="She Moves" title={TITLES[scope].title} lead={TITLES[scope].lead} />
      <section className="section">
        <div className="container form-card">
          <ProgrammeForm
            key={scope}
            scope={scope}
            stops={stopOptionsByLocation(stops)}
            cityId={cities[0]?.id}
          />
        </div>
      </section>
    </>
  );
}
