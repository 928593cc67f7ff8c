import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use } from 'react';
import { queryClient } from './query-client.ts';

/**
 * Gives the app's query client to what it wraps. It is placed by each lazy part that reads
 * server state (docs/decisions/057-first-load.md), so TanStack Query stays out of the entry
 * chunk; a surrounding provider wins (the tests give each test a fresh client).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = use(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
