/** The calls the session makes on its store: the part of `Storage` it needs. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'clear'>;

/** A store for the life of the page only. */
export function memoryStore(): SessionStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    clear: () => items.clear(),
  };
}

/**
 * The browser's local storage, or, where the browser denies it, a store in memory. A browser
 * that blocks third-party storage denies it to the app framed inside the partner's app: there
 * the session lasts as long as the page, and the partner's SDK signs the rider in again after a
 * reload (docs/decisions/130).
 */
export function localOrMemoryStore(local: () => Storage = () => window.localStorage): SessionStore {
  try {
    const storage = local();
    storage.getItem('token');
    return storage;
  } catch {
    return memoryStore();
  }
}
