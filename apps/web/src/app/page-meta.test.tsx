import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, DocumentTitle } from './page-meta.tsx';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <DocumentTitle />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'faq', handle: { title: 'Frequently asked questions | Shuttle' }, element: <p>FAQ</p> },
          {
            path: 'account',
            handle: { title: 'Account | Shuttle' },
            element: <Outlet />,
            children: [{ path: 'profile', handle: { title: 'Profile | Shuttle' }, element: <p>Profile</p> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DocumentTitle', () => {
  it('names the page in the title as the rider moves around', async () => {
    const router = renderAt('/faq');
    expect(document.title).toBe('Frequently asked questions | Shuttle');
    await act(() => router.navigate('/account/profile'));
    // The child's title wins over its layout's.
    expect(document.title).toBe('Profile | Shuttle');
    await act(() => router.navigate('/'));
    expect(document.title).toBe(DEFAULT_TITLE);
  });
});
