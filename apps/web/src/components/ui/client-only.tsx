import { type ReactNode, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Renders `fallback` in prerendered HTML and while hydrating, `children` from then on: for a
 * part whose first render depends on the visitor's browser, such as today's date
 * (docs/decisions/058). A page rendered only in the browser shows `children` at once.
 *
 * Once hydrated, the children come in a transition, rendered in slices: the store's switch from
 * its server snapshot re-renders synchronously, and with the children in it that was one long
 * task at the end of hydration (docs/decisions/222).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [isShown, setIsShown] = useState(isBrowser);
  // Effects run once hydrated, never in prerendered HTML; already shown, the state is unchanged.
  useEffect(() => startTransition(() => setIsShown(true)), []);
  return isShown ? children : fallback;
}
