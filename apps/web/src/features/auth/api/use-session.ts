import { useSyncExternalStore } from 'react';
import { session } from '../../../lib/session.ts';

/** The stored session, re-rendering on login, logout and changes from other tabs. */
export function useSession() {
  return useSyncExternalStore(session.subscribe, session.get, () => null);
}
