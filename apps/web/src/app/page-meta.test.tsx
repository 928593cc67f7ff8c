import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, DocumentTitle, type PageHandle } from './page-meta.tsx';

const programmeHandle: PageHandle = (search) => ({
  title:
    search.get('scope') === 'mentor'
      ? 'Become a She Moves mentor | Shuttle'
      : 'She Moves registration | Shuttle',
});

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
          { path: 'she-moves-details', handle: programmeHandle, element: <p>She Moves</p> },
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

  it("reads a page's query when its title depends on it", async () => {
    const router = renderAt('/she-moves-details');
    expect(document.title).toBe('She Moves registration | Shuttle');
    await act(() => router.navigate('/she-moves-details?scope=mentor'));
    expect(document.title).toBe('Become a She Moves mentor | Shuttle');
  });
});
