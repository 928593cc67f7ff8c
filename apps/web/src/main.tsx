import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { session } from './lib/session.ts';
import './styles/global.css';

/**
 * Auth initialisation before the app mounts (spec section 4): apply a stored, unexpired
 * token and start loading its user; a visitor's first paint waits for nothing.
 */
const restored = session.restore();
if (restored) {
  // Loaded beside the first page's chunk, not in the entry (docs/decisions/057-first-load.md).
  void Promise.all([import('./lib/query-client.ts'), import('./features/auth/api/get-user.ts')]).then(
    ([{ queryClient }, { userQueryOptions }]) => queryClient.prefetchQuery(userQueryOptions(restored.userId)),
  );
}

// Spec section 7: the analytics tag, only in builds that name its id, once the page is interactive.
const analyticsId = import.meta.env.VITE_ANALYTICS_ID;
if (analyticsId) {
  void import('./lib/third-party.ts').then(({ loadAnalytics, whenInteractive }) =>
    whenInteractive(() => loadAnalytics(analyticsId)),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);
