import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { allowedMethods } from './allowed-methods.ts';
import { contentSecurityPolicyHeader } from './security-headers.ts';

/**
 * What the web build's prerender step writes in `prerendered/pages.json` (docs/decisions/058
 * and 175), by address: a path, with the query that selects a variant of the page, if any.
 */
type PrerenderedPages = Record<string, PrerenderedPage>;
interface PrerenderedPage {
  file: string;
  scriptHashes: string[];
  /** Listed in sitemap.xml. */
  sitemap?: boolean;
}

/** Where the prerendered pages name the site's public address (apps/web/scripts/prerender.ts). */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

/** The public address without its trailing slash, as canonical links and the sitemap want it. */
const publicOrigin = (config: Config) => config.PUBLIC_URL.replace(/\/+$/, '');

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

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
  const pages = hasBuild ? readPrerenderedPages(config) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The plugin's own `public, max-age=0` would be written over what setHeaders and the pages
      // choose: every visit would ask again for each hashed file, a round trip each on a phone
      // (docs/decisions/210).
      cacheControl: false,
      setHeaders(response, path) {
        response.setHeader(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    if (pages) registerPrerenderedPages(app, config, pages, sendPage);
    registerPreloadedPages(app, config, sendPage);
    registerCrawlerFiles(app, config, pages);
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/v1/') &&
      !request.url.startsWith('/assets/');
    if (hasBuild && wantsPage) {
      return sendPage(request, reply.header('cache-control', 'no-cache'), 'index.html');
    }
    const allowed = allowedMethods(app, request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ message: 'This address does not take this method.', code: 'METHOD_NOT_ALLOWED' });
    }
    // The path is not echoed: an answer that repeats what the client sent is a reflection point.
    return reply.status(404).send({ message: 'There is nothing at this address.', code: 'NOT_FOUND' });
  });
}

function readPrerenderedPages(config: Config): PrerenderedPages | undefined {
  const manifest = join(config.WEB_DIST_DIR, 'prerendered', 'pages.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as PrerenderedPages) : undefined;
}

/**
 * Signed-in pages whose HTML names their route chunks for the browser to fetch at once and starts
 * the reads of their first paint (`prerendered/preloaded.json`, by address, from
 * apps/web/scripts/prerender.ts; docs/decisions/192 and 195): the same app shell as index.html,
 * with `modulepreload` links and one inline script, allowed by its hash on this answer only.
 */
function registerPreloadedPages(app: FastifyInstance, config: Config, sendPage: PageSender): void {
  const manifest = join(config.WEB_DIST_DIR, 'prerendered', 'preloaded.json');
  if (!existsSync(manifest)) return;
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, PreloadedPage>;
  for (const [path, page] of Object.entries(pages)) {
    const csp = contentSecurityPolicyHeader(config, page.scriptHashes);
    app.get(path, { schema: { hide: true } }, (request, reply) =>
      sendPage(
        request,
        reply.header('cache-control', 'no-cache').header('content-security-policy', csp),
        page.file,
      ),
    );
  }
}

interface PreloadedPage {
  file: string;
  scriptHashes: string[];
}

/** How many of a variant's query values the request carries; -1 if one differs. */
function queryMatch(variant: URLSearchParams, query: unknown): number {
  const given = (query ?? {}) as Record<string, unknown>;
  let matched = 0;
  for (const [key, value] of variant) {
    if (given[key] !== value) return -1;
    matched++;
  }
  return matched;
}

/**
 * The public pages as a visitor sees them, rendered at build time so that their first paint
 * needs no JavaScript; the app hydrates them. The embedded build has none: it serves index.html.
 * Where a page has variants by query (`/she-moves-details?scope=`), the one the request names
 * is sent, else the page without a query.
 */
function registerPrerenderedPages(
  app: FastifyInstance,
  config: Config,
  pages: PrerenderedPages,
  sendPage: PageSender,
): void {
  const variantsByPath = new Map<string, { query: URLSearchParams; page: PrerenderedPage; csp: string }[]>();
  for (const [address, page] of Object.entries(pages)) {
    const url = new URL(address, 'http://pages.invalid');
    const variants = variantsByPath.get(url.pathname) ?? [];
    variants.push({
      query: url.searchParams,
      page,
      csp: contentSecurityPolicyHeader(config, page.scriptHashes),
    });
    variantsByPath.set(url.pathname, variants);
  }
  const sendPrerendered = prerenderedSender(config);
  for (const [path, variants] of variantsByPath) {
    app.get(path, { schema: { hide: true } }, (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (path === '/' && searchesAtOnce(request.query)) return sendPage(request, reply, 'index.html');
      let best: (typeof variants)[number] | undefined;
      let bestMatch = -1;
      for (const variant of variants) {
        const match = queryMatch(variant.query, request.query);
        if (match > bestMatch) [best, bestMatch] = [variant, match];
      }
      if (!best) return sendPage(request, reply, 'index.html');
      return sendPrerendered(request, reply.header('content-security-policy', best.csp), best.page.file);
    });
  }
}

/**
 * robots.txt and sitemap.xml, with the public address from the settings. A build without
 * public pages (the embedded one, inside a partner's app) asks crawlers to stay out.
 */
function registerCrawlerFiles(app: FastifyInstance, config: Config, pages: PrerenderedPages | undefined) {
  const origin = publicOrigin(config);
  const robots = pages
    ? [
        'User-agent: *',
        ...['/dashboard', '/ops', '/driver', '/bus-partner', '/checkout', '/dev', '/v1'].map(
          (path) => `Disallow: ${path}`,
        ),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
      ]
    : ['User-agent: *', 'Disallow: /'];
  const robotsText = `${robots.join('\n')}\n`;
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsText),
  );
  if (!pages) return;
  const addresses = Object.entries(pages)
    .filter(([, page]) => page.sitemap)
    .map(
      ([address]) => `  <url><loc>${escapeXml(`${origin}${address === '/' ? '/' : address}`)}</loc></url>`,
    );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...addresses,
    '</urlset>',
    '',
  ].join('\n');
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}

type PageSender = (request: FastifyRequest, reply: FastifyReply, file: string) => FastifyReply;

/**
 * Production sends the built files (precompressed ones where the browser takes them). The
 * demo sends them with its marker, made and compressed once per file, in memory.
 */
function pageSender(config: Config): PageSender {
  if (config.APP_MODE !== 'demo') return (_request, reply, file) => reply.sendFile(file);
  return memoryPageSender(config, (html) => withDemoMarker(html, config));
}

/**
 * A prerendered page gets the public address in its canonical and Open Graph links, and the
 * demo's marker in the demo; made and compressed once per file, in memory.
 */
function prerenderedSender(config: Config): PageSender {
  // The address was validated as a URL; escaped anyway, since it lands in attributes.
  const origin = escapeXml(publicOrigin(config));
  const withOrigin = (html: string) => html.replaceAll(PUBLIC_URL_PLACEHOLDER, origin);
  return memoryPageSender(config, (html) =>
    withOrigin(config.APP_MODE === 'demo' ? withDemoMarker(html, config) : html),
  );
}

function memoryPageSender(config: Config, transform: (html: string) => string): PageSender {
  const pages = new Map<string, { identity: Buffer; br: Buffer; gzip: Buffer }>();
  const pageOf = (file: string) => {
    let page = pages.get(file);
    if (!page) {
      const identity = Buffer.from(transform(readFileSync(join(config.WEB_DIST_DIR, file), 'utf8')));
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
