import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../app/route-error.tsx';
import { renderRoute } from '../testing/render-route.tsx';
import { lazyPart } from './lazy-route.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const renderPart = (load: () => Promise<typeof Greeting>) => {
  const LazyGreeting = lazyPart(load);
  return renderRoute('/', [
    {
      path: '/',
      errorElement: <RouteError />,
      element: (
        <Suspense fallback={<p>Loading…</p>}>
          <LazyGreeting name="Funke" />
        </Suspense>
      ),
    },
  ]);
};

describe('lazyPart', () => {
  it('renders the part once its code has loaded', async () => {
    renderPart(() => Promise.resolve(Greeting));
    expect(await screen.findByText('Hello, Funke')).toBeInTheDocument();
  });

  it('shows the reload prompt of a page whose chunk would not load', async () => {
    // React reports the error the route caught; here that error is the point.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
