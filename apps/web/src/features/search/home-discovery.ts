import { decodeSearchOptions, encodeSearchOptions } from '@shuttle/contracts';
import { paths } from '../../config/paths.ts';
import { queryClient } from '../../lib/query-client.ts';
import { session } from '../../lib/session.ts';
import { searchRoutes } from './api/discover-routes.ts';

/**
 * Where discovery from the home page leads (docs/product.md#route-search): to login, or to dashboard home
 * for a signed-in rider, carrying the options. The search result waits in the query cache.
 */
export function afterHomeDiscovery(encodedOptions: string): string {
  const target = session.get() ? paths.dashboard.home : paths.login;
  return `${target}?${new URLSearchParams({ options: encodedOptions })}`;
}

/**
 * Home opened with `options`: the search runs at once and the rider moves on as after a
 * search; options that cannot be read are ignored. Null means stay on the home page.
 */
export async function discoverFromAddress(rawOptions: string): Promise<string | null> {
  const options = decodeSearchOptions(rawOptions);
  if (!options) return null;
  await searchRoutes(queryClient, options);
  return afterHomeDiscovery(encodeSearchOptions(options));
}
