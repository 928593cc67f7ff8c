import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { contentSecurityPolicyHeader } from './security-headers.ts';

/** What the web build's prerender step writes in `prerendered/pages.json` (docs/decisions/058). */
type PrerenderedPages = Record<string, { file: string; scriptHashes: string[] }>;

/** A page's own cache-control stands; the plugin's `public, max-age=0` would replace it. */
const NO_STATIC_CACHE_CONTROL = { cacheControl: false };

/**
 * The demo says so on every page (docs/decisions/110). The server writes it into the HTML
 * beside the app's root, so the app never renders or ships a byte of it.
 */
export function demoMarker(config: Config): string {
  const standIns = [
    ...(config.PAYMENTS_PROVIDER === 'sandbox' ? ['payments are simulated'] : []),
    // Text, not a link: a link before the page's skip link would stop it counting as one.
    ...(config.SMTP_URL ? [] : ['emails go to the development mailbox at /dev/mailbox']),
  ];
  return `<aside class="demo-banner" aria-label="Demo">Demo${standIns.length > 0 ? `: ${standIns.join(' and ')}` : ''}.</aside>`;
}

/** The page with the demo's marker before the app's root. */
export const withDemoMarker = (html: string, config: Config) =>
  html.replace('<div id="root"', `${demoMarker(config)}<div id="root"`);

/** Home opened with `options` searches and moves on at once: the app alone handles it (spec 2). */
const searchesAtOnce = (query: unknown) => typeof query === 'object' && query !== null && 'options' in query;

/**
 * Serves the built SPA on the API's port: hashed assets cached for a year, every other
 * GET that is not an API call answered with index.html so the router can take it.
 */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const root = config.WEB_DIST_DIR;
  const hasBuild = existsSync(join(root, 'index.html'));
  const sendPage = pageSender(config);
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
    registerPrerenderedPages(app, config, sendPage);
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v1/') &&
      !request.url.startsWith('/assets/');
    if (hasBuild && wantsPage) {
      return sendPage(request, reply.header('cache-control', 'no-cache'), 'index.html');
    }
    // The path is not echoed: an answer that repeats what the client sent is a reflection point.
    return reply.status(404).send({ message: 'There is nothing at this address.', code: 'NOT_FOUND' });
  });
}

/**
 * `/` and `/login` as a visitor sees them, rendered at build time so that their first paint
 * needs no JavaScript; the app hydrates them. The embedded build has none: it serves index.html.
 */
function registerPrerenderedPages(app: FastifyInstance, config: Config, sendPage: PageSender): void {
  const manifest = join(config.WEB_DIST_DIR, 'prerendered', 'pages.json');
  if (!existsSync(manifest)) return;
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages;
  for (const [path, page] of Object.entries(pages)) {
    const csp = contentSecurityPolicyHeader(config, page.scriptHashes);
    app.get(path, { schema: { hide: true } }, (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (searchesAtOnce(request.query)) return sendPage(request, reply, 'index.html');
      return sendPage(request, reply.header('content-security-policy', csp), page.file);
    });
  }
}

type PageSender = (request: FastifyRequest, reply: FastifyReply, file: string) => FastifyReply;

/**
 * Production sends the built files (precompressed ones where the browser takes them). The
 * demo sends them with its marker, made and compressed once per file, in memory.
 */
function pageSender(config: Config): PageSender {
  if (config.APP_MODE !== 'demo')
    return (_request, reply, file) => reply.sendFile(file, NO_STATIC_CACHE_CONTROL);
  const pages = new Map<string, { identity: Buffer; br: Buffer; gzip: Buffer }>();
  const pageOf = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      const identity = Buffer.from(
        withDemoMarker(readFileSync(join(config.WEB_DIST_DIR, file), 'utf8'), config),
      );
      page = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
      pages.set(file, page);
    }
    return page;
  };
  return (request, reply, file) => {
    const page = pageOf(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.identity);
  };
}
