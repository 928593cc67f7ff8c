import { decodeSearchOptions, encodeSearchOptions } from '@shuttle/contracts';
import { queryClient } from '../../lib/query-client.ts';
import { searchRoutes } from './api/discover-routes.ts';
import { afterHomeDiscovery } from './home-discovery.ts';

/**
 * Home opened with `options` (decoding them takes zod: a module of its own, docs/decisions/204): the search runs at once and the rider moves on as after a
 * search; options that cannot be read are ignored. Null means stay on the home page.
 */
export async function discoverFromAddress(rawOptions: string): Promise<string | null> {
  const options = decodeSearchOptions(rawOptions);
  if (!options) return null;
  await searchRoutes(queryClient, options);
  return afterHomeDiscovery(encodeSearchOptions(options));
}
