import { useUser } from '../../../features/auth/api/get-user.ts';
import { CharterFormOnDemand } from '../../../features/marketing/components/charter-form-on-demand.tsx';
import { PageHero } from '../../../features/marketing/components/page-hero.tsx';
import { stopOptionsById } from '../../../features/marketing/lib/bus-stop-options.ts';
import { useBusStops } from '../../../features/search/api/get-bus-stops.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Charter a shuttle or a car | Shuttle',
};

/** docs/product.md#public-forms: a signed-in rider's details fill the form. */
export function Component() {
  const stops = useBusStops();
  const user = useUser();
  return (
    <>
      <PageHero
        eyebrow="Charter"
        title="Charter a shuttle or a car"
        lead="A private ride for your event, your team outing or your airport run. Tell us where and when; we send a car for up to 4 passengers and a shuttle for more."
      />
      <section className="section">
        {/* While a signed-in rider's details load, the visitor's form holds their place, inert, so
            nothing moves when the filled form replaces it (docs/decisions/188). */}
        <div className="container form-card" inert={user.isLoading} aria-busy={user.isLoading}>
          <CharterFormOnDemand
            key={user.isLoading ? 'loading' : (user.data?.id ?? 'visitor')}
            stops={stopOptionsById(stops)}
            prefill={user.data}
          />
        </div>
      </section>
    </>
  );
}
