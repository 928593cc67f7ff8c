import { useCallback, useEffect, useRef } from 'react';

/** Runs an action after a delay, unless the component has gone by then. */
export function useDelayedAction(): (action: () => void, delayMs: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action, delayMs) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
}
