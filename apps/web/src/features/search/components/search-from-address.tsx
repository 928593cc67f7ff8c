import { decodeSearchOptions } from '@shuttle/contracts';
import { DiscoveredTrips } from './discovered-trips.tsx';
import { RouteSearchForm } from './route-search-form.tsx';

/**
 * Dashboard home's search, given the `options` of its address as they stand
 * (docs/product.md#route-search). Decoding them takes the search contracts and zod, so it
 * happens here, in the parts that load after the page has painted (docs/decisions/189).
 */
export function RouteSearchFormFromAddress({ rawOptions }: { rawOptions: string | null }) {
  return <RouteSearchForm initialOptions={decodeSearchOptions(rawOptions)} />;
}

/** The trips found for the address's `options`; nothing when they do not decode. */
export function DiscoveredTripsFromAddress({ rawOptions }: { rawOptions: string }) {
  const options = decodeSearchOptions(rawOptions);
  return options ? <DiscoveredTrips options={options} /> : null;
}
