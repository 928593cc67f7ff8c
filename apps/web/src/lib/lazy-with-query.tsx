import type { ComponentType } from 'react';
import { lazyPart } from './lazy-route.ts';

/**
 * A lazily loaded part (`lazyPart`) that reads server state: its module and the query client
 * load side by side, and the component renders inside `QueryProvider` (docs/decisions/057).
 */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-provider.tsx')]);
    return (props: P) => (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  });
}
