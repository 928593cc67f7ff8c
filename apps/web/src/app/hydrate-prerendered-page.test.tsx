import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider.tsx';
import { createHydratingRouter, createRoutes } from './router.tsx';

/**
 * Renders `address` as the build does (src/prerender/render-page.tsx), with React's string renderer:
 * the build's stream renderer would claim the router's contexts in this process, which the
 * browser's renderer then refuses. The string renderer does not wait for a lazy part, so it is
 * asked again until every lazy part it started has loaded.
 */
async function prerender(address: string) {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(address, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
  const page = (
    <StrictMode>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </StrictMode>
  );
  for (let attempt = 1; ; attempt++) {
    try {
      const html = renderToString(page);
      return { html, hydrationData: { loaderData: context.loaderData, actionData: null, errors: null } };
    } catch (error) {
      if (attempt === 100) throw error;
      await new Promise((loaded) => setTimeout(loaded, 20));
    }
  }
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  window.history.replaceState(null, '', '/');
});

/** Hydrates the prerendered `address` as `main.tsx` does for a visitor. */
async function hydratePrerendered(address: string) {
  const { html, hydrationData } = await prerender(address);
  window.history.replaceState(null, '', address);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const router = await createHydratingRouter(hydrationData);
  const onRecoverableError = vi.fn();
  const hydrating = container;
  root = await act(async () =>
    hydrateRoot(
      hydrating,
      <StrictMode>
        <AppProvider router={router} />
      </StrictMode>,
      { onRecoverableError },
    ),
  );
  return { router, staticParts: [...hydrating.querySelectorAll('[data-static-markup]')], onRecoverableError };
}

describe('a prerendered page, hydrated', () => {
  // That React renders nothing inside a static part while hydrating is shown by
  // components/ui/static-markup.test.tsx; here, the real pages keep their text and work.
  it('keeps its static parts and their text, and its interactive parts work', async () => {
    const { staticParts, onRecoverableError } = await hydratePrerendered('/faq');
    const user = userEvent.setup();

    expect(onRecoverableError).not.toHaveBeenCalled();
    // The hero and the answers are the prerendered markup, untouched.
    expect(staticParts).toHaveLength(2);
    for (const part of staticParts) expect(part.querySelectorAll('*').length).toBeGreaterThan(0);
    const question = screen.getByText('Can I bring luggage?');
    expect(staticParts.some((part) => part.contains(question))).toBe(true);

    // The navbar is live: Log in opens its dialog.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeVisible();
  });

  it('follows a link inside a static part through the router, and renders the page as usual when it comes back', async () => {
    const { router, staticParts } = await hydratePrerendered('/');
    const user = userEvent.setup();
    const bands = staticParts.find((part) => part.querySelector('#press-heading'));
    expect(bands?.querySelectorAll('*').length).toBeGreaterThan(0);

    // The button after the bands is live.
    await user.click(screen.getByRole('button', { name: 'Create your free account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await user.keyboard('{Escape}');

    // The bands' links are plain anchors in the prerendered markup; the router follows them.
    await user.click(screen.getByRole('link', { name: 'See every step, and the video' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/how-it-works'));
    expect(
      await screen.findByRole('heading', { name: 'Your seat is booked before you leave home' }),
    ).toBeVisible();

    // Back home by the logo: rendered in the browser, the bands render again in their static part.
    await user.click(screen.getByRole('link', { name: 'Shuttle home' }));
    const heading = await screen.findByRole('heading', { name: 'As featured in' });
    expect(heading.closest('[data-static-markup]')).not.toBeNull();
  });
});
