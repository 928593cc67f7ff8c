import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from '../lib/lazy-route.ts';
import { RouteError } from './route-error.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A router whose only page fails to load with `error`, under the app's error element. */
function renderFailingPage(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        children: [{ path: 'wallet', lazy: withChunkTimeout(() => Promise.reject(error)) }],
      },
    ],
    { initialEntries: ['/wallet'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('asks to reload when a page chunk would not load, and reloads on request', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailingPage(new ChunkLoadError('Loading this page took too long.'));
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByText(/Reload to try again/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a failed module download the same way', async () => {
    renderFailingPage(new TypeError('Failed to fetch dynamically imported module: /assets/wallet.js'));
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
  });

  it('says something went wrong for any other error, with a way home', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: () => {
            throw new Error('the wallet answer did not parse');
          },
          element: <p>never shown</p>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/did not parse/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
