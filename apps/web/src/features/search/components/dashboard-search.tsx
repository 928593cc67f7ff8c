import { lazyPart } from '../../../lib/lazy-route.ts';
import { RouteSearchForm } from './route-search-form.tsx';

/** Reading a search from the address takes zod and the search contracts: only when there is one. */
const RouteSearchFormFromAddress = lazyPart(() =>
  import('./search-from-address.tsx').then((module) => module.RouteSearchFormFromAddress),
);

/**
 * Dashboard home's search form. An address with `options` fills it from them
 * (docs/product.md#route-search); without, the form loads no zod at all until the rider uses it
 * (docs/decisions/204).
 */
export function DashboardSearchForm({ rawOptions }: { rawOptions: string | null }) {
  return rawOptions ? (
    <RouteSearchFormFromAddress rawOptions={rawOptions} />
  ) : (
    <RouteSearchForm initialOptions={null} />
  );
}
