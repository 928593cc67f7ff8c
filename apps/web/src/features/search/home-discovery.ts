import { paths } from '../../config/paths.ts';
import { session } from '../../lib/session.ts';

/**
 * Where discovery from the home page leads (docs/product.md#route-search): to login, or to dashboard home
 * for a signed-in rider, carrying the options. The search result waits in the query cache.
 */
export function afterHomeDiscovery(encodedOptions: string): string {
  const target = session.get() ? paths.dashboard.home : paths.login;
  return `${target}?${new URLSearchParams({ options: encodedOptions })}`;
}
