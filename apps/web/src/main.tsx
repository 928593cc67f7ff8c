import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createHydratingRouter, createRouter } from './app/router.tsx';
import { earlyAddresses, startEarlyRequests } from './lib/early-requests.ts';
import { session } from './lib/session.ts';
import './styles/global.css';

/**
 * Auth initialisation before the app mounts (docs/product.md#accounts): apply a stored, unexpired
 * token and start loading its user; a visitor's first paint waits for nothing.
 */
const restored = session.restore();
if (restored) {
  // Asked now, beside the first page's chunks, not after them (docs/decisions/189).
  startEarlyRequests(earlyAddresses(location.pathname, restored.userId), restored.token);
}

// docs/api-conventions.md#services: the analytics tag, only in builds that name its id, once the page is interactive.
const analyticsId = import.meta.env.VITE_ANALYTICS_ID;
if (analyticsId) {
  void import('./lib/third-party.ts').then(({ loadAnalytics, whenInteractive }) =>
    whenInteractive(() => loadAnalytics(analyticsId)),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/**
 * Renders the app in the browser alone, dropping any prerendered markup. The router is made
 * before React renders: making it starts the page's route chunks and loaders, which then download
 * while React sets itself up instead of after (docs/decisions/192). The first render is a
 * transition, as hydration is: React renders it in slices of a few milliseconds. A page whose
 * data the entry's early reads already hold (the wallet, dashboard home) otherwise rendered
 * whole in one task, long enough under a phone's CPU to hold a tap back (docs/decisions/222).
 */
function renderInBrowser(root: HTMLElement) {
  root.replaceChildren();
  root.inert = false;
  // The router, then React's root (its event listeners and its first render), each start in a
  // task of their own: with the evaluation of the entry and the framework they were one task
  // long enough to hold input back under a phone's CPU (docs/decisions/200, 217).
  setTimeout(() => {
    const router = createRouter();
    setTimeout(() => {
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <AppProvider router={router} />
          </StrictMode>,
        ),
      );
    });
  });
}

/** The prerendered markup is inert until its handlers are attached (scripts/prerender.ts). */
function OnceHydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.inert = false;
  }, [root]);
  return children;
}

// `/` and `/login` come with their markup as a visitor sees it (docs/decisions/058).
const hydrationScript = document.getElementById('router-hydration');
// Hidden by the head's script when a session may exist; shown in the same task, once settled.
delete document.documentElement.dataset.prerendered;
if (hydrationScript && !restored) {
  const hydrationData = JSON.parse(hydrationScript.textContent ?? '') as HydrationState;
  createHydratingRouter(hydrationData).then(
    (router) =>
      // A transition: React hydrates in slices of a few milliseconds with the browser's work in
      // between, instead of one task as long as the page (docs/decisions/192). The markup is on
      // screen and inert meanwhile, and the router has its data, so nothing waits on it.
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <OnceHydrated root={container}>
              <AppProvider router={router} />
            </OnceHydrated>
          </StrictMode>,
        );
      }),
    // The page's chunk did not load: the router's own error page takes over.
    () => renderInBrowser(container),
  );
} else {
  // A signed-in rider's page may differ from the visitor's, or their guards send them elsewhere:
  // the markup, hidden for them by the head's script, is dropped unseen.
  renderInBrowser(container);
}
