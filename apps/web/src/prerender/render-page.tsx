import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageTitleOf } from '../app/page-meta.tsx';
import { createRoutes } from '../app/router.tsx';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** What `createBrowserRouter` needs to hydrate without running the loaders again. */
  hydrationData: { loaderData: Record<string, unknown>; actionData: null; errors: null };
  /** The title the page names in its route's `handle` (docs/decisions/175). */
  title: string;
}

/**
 * Renders one page of the site as a visitor sees it, at build time (docs/decisions/058). It
 * waits for every lazy part, so the markup holds the whole first screen.
 */
export async function renderPage(address: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes());
  const url = new URL(address, 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${address} answers ${context.status} to a visitor`);
  if (context.errors) throw new Error(`${address} failed: ${JSON.stringify(context.errors)}`);
  const title = pageTitleOf(context.matches.map((match) => ({ handle: match.route.handle })));
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {/* The router's own inline script would break the CSP: the data goes in a JSON block. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return {
    html,
    hydrationData: { loaderData: context.loaderData, actionData: null, errors: null },
    title,
  };
}
