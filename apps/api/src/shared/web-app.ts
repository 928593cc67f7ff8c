import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { contentSecurityPolicyHeader } from './security-headers.ts';

/** What the web build's prerender step writes in `prerendered/pages.json` (docs/decisions/058). */
type PrerenderedPages = Record<string, { file: string; scriptHashes: string[] }>;

/** A page's own cache-control stands; the plugin's `public, max-age=0` would replace it. */
const NO_STATIC_CACHE_CONTROL = { cacheControl: false };

/** Home opened with `options` searches and moves on at once: the app alone handles it (spec 2). */
const searchesAtOnce = (query: unknown) => typeof query === 'object' && query !== null && 'options' in query;

/**
 * Serves the built SPA on the API's port: hashed assets cached for a year, every other
 * GET that is not an API call answered with index.html so the router can take it.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.WEB_DIST_DIR;
  const hasBuild = existsSync(join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(response, path) {
        response.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    registerPrerenderedPages(app, config);
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v1/') &&
      !request.url.startsWith('/assets/');
    if (hasBuild && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', NO_STATIC_CACHE_CONTROL);
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url}`, code: 'NOT_FOUND' });
  });
}

/**
 * `/` and `/login` as a visitor sees them, rendered at build time so that their first paint
 * needs no JavaScript; the app hydrates them. The embedded build has none: it serves index.html.
 */
function registerPrerenderedPages(app: FastifyInstance, config: Config): void {
  const manifest = join(config.WEB_DIST_DIR, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return;
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages;
  for (const [path, page] of Object.entries(pages)) {
    const csp = contentSecurityPolicyHeader(config, page.scriptHashes);
    app.get(path, { schema: { hide: true } }, (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (searchesAtOnce(request.query)) return reply.sendFile('index.html', NO_STATIC_CACHE_CONTROL);
      return reply.header('content-security-policy', csp).sendFile(page.file, NO_STATIC_CACHE_CONTROL);
    });
  }
}
