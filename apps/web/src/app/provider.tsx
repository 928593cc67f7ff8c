import { useState } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app; `router` is given when hydrating a prerendered page (docs/decisions/058). */
export function AppProvider({ router: given }: { router?: Router }) {
  const [router] = useState(() => given ?? createRouter());
  // No QueryClientProvider here: the lazy parts that read server state bring it (ADR 057).
  return <RouterProvider router={router} />;
}
