import { type CatalogueRoute, encodeSearchOptions } from '@shuttle/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { paths } from '../../../config/paths.ts';
import { RouteCatalogue } from '../../../features/network/components/route-catalogue.tsx';
import { RouteSearchForm } from '../../../features/search/components/route-search-form.tsx';
import type { PageMeta } from '../../page-meta.tsx';

export const handle: PageMeta = {
  title: 'Routes | Shuttle',
};

/** All available routes; each opens the search with its own stops (docs/product.md#route-search). */
export function Component() {
  const navigate = useNavigate();
  const [route, setRoute] = useState<CatalogueRoute | null>(null);
  return (
    <section className="page">
      <h1>All available routes</h1>
      <p className="lead">Pick a route to book a seat between any two of its stops.</p>
      <RouteCatalogue onChooseRoute={setRoute} />
      <Modal
        title={route ? `Book on ${route.code}` : 'Book'}
        isOpen={route !== null}
        onClose={() => setRoute(null)}
      >
        {route ? (
          <RouteSearchForm
            stops={route.stops}
            onOptions={(options) =>
              navigate(
                `${paths.dashboard.home}?${new URLSearchParams({ options: encodeSearchOptions(options) })}`,
              )
            }
          />
        ) : null}
      </Modal>
    </section>
  );
}
