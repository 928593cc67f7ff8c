import type { ComponentType } from 'react';
import { withChunkTimeout } from '../lib/lazy-route.ts';

export interface RouteModule {
  Component?: ComponentType;
}

/**
 * Resolves in a task of its own. A page's chunks are asked for from there: the bundler's preload
 * step adds a `<link>` for each file a chunk needs, which under a phone's CPU is tens of
 * milliseconds a page. Asked for inside React Router's own work (making the router, or a
 * navigation), it made that one task long enough to hold a tap back (docs/decisions/225).
 */
const inTaskOfItsOwn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page whose first paint reads nothing from the server: TanStack Query is not loaded for it. */
export const queryFreePage = (load: () => Promise<RouteModule>) => ({
  lazy: withChunkTimeout(async () => {
    await inTaskOfItsOwn();
    return load();
  }),
});

/**
 * Each page is its own chunk, loaded on first visit (docs/decisions/006-web-app.md), beside the
 * query client it renders inside (docs/decisions/057-first-load.md).
 */
export const page = (load: () => Promise<RouteModule>) => ({
  lazy: withChunkTimeout(async () => {
    await inTaskOfItsOwn();
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
