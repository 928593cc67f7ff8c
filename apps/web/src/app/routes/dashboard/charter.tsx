import { useUser } from '../../../features/auth/api/get-user.ts';
import { CharterForm } from '../../../features/marketing/components/charter-form.tsx';
import { stopOptionsById } from '../../../features/marketing/lib/bus-stop-options.ts';
import { useBusStops } from '../../../features/search/api/get-bus-stops.ts';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Charter | Shuttle',
};

/** The charter form inside the dashboard, starting from the rider's details (docs/product.md#public-forms). */
export function Component() {
  const stops = useBusStops();
  const user = useUser();
  return (
    <section className="page">
      <h1>Charter a shuttle</h1>
      <p className="lead">
        Book a private shuttle or car for a group. We confirm availability and call you with a quote.
      </p>
      {/* The empty form holds its place, inert, while the rider's details load, so nothing
          moves when the filled one replaces it (docs/decisions/188). */}
      <div inert={user.isPending} aria-busy={user.isPending}>
        <CharterForm
          key={user.isPending ? 'loading' : 'rider'}
          stops={stopOptionsById(stops)}
          prefill={user.data}
        />
      </div>
    </section>
  );
}
