import { encodeSearchOptions } from '@shuttle/contracts';
import { useNavigate } from 'react-router';
import { afterHomeDiscovery } from '../home-discovery.ts';
import { RouteSearchForm } from './route-search-form.tsx';
import type { SearchDraft } from './search-draft.ts';

/**
 * The home page's search: after discovery the rider goes to login, or to dashboard home when
 * signed in, with the options in the address (docs/product.md#route-search).
 */
export function HomeRouteSearch({ draft }: { draft?: SearchDraft | undefined }) {
  const navigate = useNavigate();
  return (
    <RouteSearchForm
      draft={draft}
      onDiscovered={({ options }) => navigate(afterHomeDiscovery(encodeSearchOptions(options)))}
    />
  );
}
