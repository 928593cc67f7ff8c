import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The app, on the router `main.tsx` made before React starts: hydrating, with the prerendered
 * page's routes loaded (docs/decisions/058); in the browser alone, in a task of its own
 * (docs/decisions/217).
 */
export function AppProvider({ router }: { router: Router }) {
  // No QueryClientProvider here: the lazy parts that read server state bring it (ADR 057).
  return <RouterProvider router={router} />;
}
