import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';

/** Stands in for every page the routes under test do not cover: it shows where the app went. */
function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="current-location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders only the given routes (real route modules or components) at `url`, with a fresh
 * query cache. Any other address renders `CurrentLocation`, so a test can see where a form
 * sent the rider without depending on the pages of other features.
 */
export function renderRoute(url: string, routes: RouteObject[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([...routes, { path: '*', Component: CurrentLocation }], {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
}
