import { act, fireEvent, screen } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticMarkup } from './static-markup.tsx';

/** A part of the page whose renders are counted. */
const renders = vi.fn();
function CountedText() {
  renders();
  return (
    <p>
      Rides leave from <a href="/how-it-works">the stops on the map</a>.
    </p>
  );
}

/** A page with one static part and one live button beside it, inside a router. */
function page(onPress: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <main>
            <StaticMarkup as="section" aria-label="About">
              <CountedText />
            </StaticMarkup>
            <button type="button" onClick={onPress}>
              Book
            </button>
          </main>
        ),
      },
      { path: '/how-it-works', element: <h1>How it works</h1> },
    ],
    { initialEntries: ['/'] },
  );
  return { router, element: <RouterProvider router={router} /> };
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  renders.mockClear();
});

function mount(html = '') {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('a static part of a prerendered page (docs/decisions/286)', () => {
  it('keeps its markup while the page hydrates, renders nothing inside it, and the rest of the page works', async () => {
    const html = renderToString(page(() => undefined).element);
    expect(renders).toHaveBeenCalledTimes(1);
    renders.mockClear();

    const onPress = vi.fn();
    const { router, element } = page(onPress);
    const onRecoverableError = vi.fn();
    const hydrating = mount(html);
    await act(async () => {
      root = hydrateRoot(hydrating, element, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent(
      'Rides leave from the stops on the map.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onPress).toHaveBeenCalledTimes(1);

    // Its plain links go through the router, without loading the page again.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'the stops on the map' }));
    });
    expect(router.state.location.pathname).toBe('/how-it-works');
  });

  it('renders its children as usual when the page renders in the browser', async () => {
    const target = mount();
    await act(async () => {
      root = createRoot(target);
      root.render(page(() => undefined).element);
    });
    expect(renders).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent(
      'Rides leave from the stops on the map.',
    );
  });
});
