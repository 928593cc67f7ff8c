import { afterEach, describe, expect, it, vi } from 'vitest';
import { localOrMemoryStore } from './session-storage.ts';

afterEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const denied = () => {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
};

describe('the session store', () => {
  it('is local storage where the browser allows it', () => {
    localOrMemoryStore().setItem('token', 'kept');
    expect(localStorage.getItem('token')).toBe('kept');
  });

  it('keeps the session in memory where the browser denies storage to the framed app', async () => {
    const store = localOrMemoryStore(denied);
    store.setItem('token', 'in-memory');
    expect(store.getItem('token')).toBe('in-memory');
    store.clear();
    expect(store.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets a rider sign in and out when reading local storage throws', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    const { session } = await import('./session.ts');
    expect(session.restore()).toBeNull();
    session.start({ id: 4, token: { token: 'partner.session', exp: Math.floor(Date.now() / 1000) + 60 } });
    expect(session.get()).toMatchObject({ token: 'partner.session', userId: 4 });
    expect(session.restore()).toMatchObject({ token: 'partner.session', userId: 4 });
    session.end();
    expect(session.get()).toBeNull();
    vi.restoreAllMocks();
  });
});
