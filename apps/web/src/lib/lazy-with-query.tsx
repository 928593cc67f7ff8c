import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a component that reads server state: its module and the query client load
 * side by side, and the component renders inside `QueryProvider` (docs/decisions/057).
 */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-provider.tsx')]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}
