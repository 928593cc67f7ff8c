import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PUBLIC_URL_PLACEHOLDER, withDemoMarker } from '../src/shared/web-app.ts';
import { useTestApp } from './test-app.ts';

// A web build as `npm run build` leaves it: index.html and the prerendered pages (ADRs 058, 175).
const webDist = mkdtempSync(join(tmpdir(), 'shuttle-web-'));
const INLINE_SCRIPT = "document.documentElement.dataset.prerendered='stale'";
const HASH = `sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}`;
const HOME = `<!doctype html><script>${INLINE_SCRIPT}</script><div id="root"><h1>Your daily commute</h1></div>`;
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Shuttle</title><div id="root"></div>');
mkdirSync(join(webDist, 'prerendered'));
writeFileSync(join(webDist, 'prerendered/home.html'), HOME);
writeFileSync(join(webDist, 'prerendered/login.html'), '<div id="root"><h1>Log in to Shuttle</h1></div>');
const programmePage = (scope: string) =>
  `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/she-moves-details?scope=${scope}"><h1>${scope}</h1>`;
writeFileSync(join(webDist, 'prerendered/programme.html'), '<h1>Choose how to take part</h1>');
writeFileSync(join(webDist, 'prerendered/programme-mentor.html'), programmePage('mentor'));
writeFileSync(join(webDist, 'prerendered/programme-driver.html'), programmePage('driver'));
writeFileSync(
  join(webDist, 'prerendered/pages.json'),
  JSON.stringify({
    '/': { file: 'prerendered/home.html', scriptHashes: [HASH], sitemap: true },
    '/login': { file: 'prerendered/login.html', scriptHashes: [HASH], sitemap: false },
    '/she-moves-details': { file: 'prerendered/programme.html', scriptHashes: [HASH], sitemap: true },
    '/she-moves-details?scope=mentor': {
      file: 'prerendered/programme-mentor.html',
      scriptHashes: [HASH],
      sitemap: true,
    },
    '/she-moves-details?scope=driver': {
      file: 'prerendered/programme-driver.html',
      scriptHashes: [HASH],
      sitemap: true,
    },
  }),
);
// A signed-in page's shell with its route chunks named and its reads started (ADRs 192, 195).
const EARLY_READS = 'window.shuttleEarlyRequests={}';
const EARLY_READS_HASH = `sha256-${createHash('sha256').update(EARLY_READS).digest('base64')}`;
const DASHBOARD_HOME = `<!doctype html><script>${EARLY_READS}</script><title>Shuttle</title><link rel="modulepreload" crossorigin href="/assets/home-1.js"><div id="root"></div>`;
writeFileSync(join(webDist, 'prerendered/dashboard-home.html'), DASHBOARD_HOME);
writeFileSync(
  join(webDist, 'prerendered/preloaded.json'),
  JSON.stringify({
    '/dashboard/home': { file: 'prerendered/dashboard-home.html', scriptHashes: [EARLY_READS_HASH] },
  }),
);

const PUBLIC_URL = 'https://shuttle.example.ng';
const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL: `${PUBLIC_URL}/` } });

const scriptSources = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src '));

describe('signed-in pages with their route chunks named', () => {
  it('answer the address with the shell that names them, whatever the query; others get index.html', async () => {
    for (const url of ['/dashboard/home', '/dashboard/home?options=abc']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(withDemoMarker(DASHBOARD_HOME, ctx.config));
      // Its own script, and only that one, is allowed on this answer.
      expect(scriptSources(response.headers)).toBe(`script-src 'self' '${EARLY_READS_HASH}'`);
    }
    const wallet = await ctx.app.inject({ method: 'GET', url: '/dashboard/wallet' });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.body).not.toContain('modulepreload');
    expect(scriptSources(wallet.headers)).toBe("script-src 'self'");
  });
});

describe('prerendered pages', () => {
  it('answer / with the home page markup, its script allowed by hash, and the usual headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // The tests run the demo, which marks every page as such (docs/decisions/110).
    expect(response.body).toBe(withDemoMarker(HOME, ctx.config));
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(scriptSources(response.headers)).toBe(`script-src 'self' '${HASH}'`);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('send the page compressed to a browser that takes it', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(withDemoMarker(HOME, ctx.config));
    expect(response.headers['content-security-policy']).toContain(HASH);
  });

  it('send the variant of a page its query names, with the public address written in', async () => {
    const mentor = await ctx.app.inject({ method: 'GET', url: '/she-moves-details?scope=mentor&ref=ad' });
    expect(mentor.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/she-moves-details?scope=mentor"><h1>mentor</h1>`,
    );
    const driver = await ctx.app.inject({ method: 'GET', url: '/she-moves-details?scope=driver' });
    expect(driver.body).toContain('<h1>driver</h1>');
    for (const url of ['/she-moves-details', '/she-moves-details?scope=captain']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.body, url).toContain('Choose how to take part');
      expect(scriptSources(page.headers), url).toBe(`script-src 'self' '${HASH}'`);
    }
  });

  it('list the public pages in sitemap.xml and point crawlers to it from robots.txt', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const addresses = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(addresses).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/she-moves-details`,
      `${PUBLIC_URL}/she-moves-details?scope=mentor`,
      `${PUBLIC_URL}/she-moves-details?scope=driver`,
    ]);
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /dashboard\n');
    expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });

  it('answer /login, with any query, with the login page markup', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/login?redirect=%2Fdashboard%2Fwallet' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Log in to Shuttle');
  });

  it('leave home opened with search options to the app alone, since it moves on at once', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/?options=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(scriptSources(response.headers)).toBe("script-src 'self'");
  });

  it('serve every other page with index.html and no inline script allowed', async () => {
    for (const url of ['/dashboard/wallet', '/login/', '/faq', '/password/abc']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(scriptSources(response.headers), url).toBe("script-src 'self'");
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
