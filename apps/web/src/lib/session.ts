import type { SessionUser } from '@shuttle/contracts';
import { localOrMemoryStore, type SessionStore } from './session-storage.ts';

/** The keys kept in local storage: access token, user id, token expiry (docs/product.md#accounts). */
export const SESSION_KEYS = { token: 'token', userId: 'user_id', expiry: 'token_exp' } as const;

export interface StoredSession {
  token: string;
  userId: number;
  /** Seconds since the epoch, as the server sends `exp`. */
  expiresAt: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: StoredSession | null = null;
let chosenStore: SessionStore | undefined;
/** Chosen on first use, when the page's storage can be asked. */
const store = () => {
  chosenStore ??= localOrMemoryStore();
  return chosenStore;
};

function read(): StoredSession | null {
  const token = store().getItem(SESSION_KEYS.token);
  const userId = Number(store().getItem(SESSION_KEYS.userId));
  const expiresAt = Number(store().getItem(SESSION_KEYS.expiry));
  if (!token || !Number.isSafeInteger(userId) || userId <= 0) return null;
  if (!expiresAt || expiresAt * 1000 <= Date.now()) return null;
  return { token, userId, expiresAt };
}

function emit(): void {
  for (const listener of listeners) listener();
}

/** The signed-in session, mirrored from local storage so that every tab agrees. */
export const session = {
  /** Applies a stored, unexpired token at start-up, before the app mounts (docs/product.md#accounts). */
  restore(): StoredSession | null {
    current = read();
    if (!current) clearStorage();
    return current;
  },
  get: () => current,
  start(user: Pick<SessionUser, 'id' | 'token'>): void {
    store().setItem(SESSION_KEYS.token, user.token.token);
    store().setItem(SESSION_KEYS.userId, String(user.id));
    store().setItem(SESSION_KEYS.expiry, String(user.token.exp));
    current = { token: user.token.token, userId: user.id, expiresAt: user.token.exp };
    emit();
  },
  /** Logout and any 401 clear all local storage (docs/product.md#accounts and docs/product.md#roles). */
  end(): void {
    clearStorage();
    current = null;
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function clearStorage(): void {
  store().clear();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => {
    current = read();
    emit();
  });
}
