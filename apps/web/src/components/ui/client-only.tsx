import { type ReactNode, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Renders `fallback` in prerendered HTML and while hydrating, `children` from then on: for a
 * part whose first render depends on the visitor's browser, such as today's date
 * (docs/decisions/058). A page rendered only in the browser shows `children` at once.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return isBrowser ? children : fallback;
}
