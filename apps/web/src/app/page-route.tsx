import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/lazy-route.ts';

export interface RouteModule {
  Component?: ComponentType;
}

/** A page whose first paint reads nothing from the server: TanStack Query is not loaded for it. */
export const queryFreePage = (load: () => Promise<RouteModule>) => ({ lazy: withChunkTimeout(load) });

/**
 * Each page is its own chunk, loaded on first visit (docs/decisions/006-web-app.md), beside the
 * query client it renders inside (docs/decisions/057-first-load.md).
 */
export const page = (load: () => Promise<RouteModule>) => ({
  lazy: withChunkTimeout(async () => {
    const [module, { QueryProvider }] = await Promise.all([load(), import('../lib/query-provider.tsx')]);
    const { Component } = module;
    if (!Component) return module;
    return {
      ...module,
      Component: () => (
        <QueryProvider>
          <Component />
        </QueryProvider>
      ),
    };
  }),
});
