import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, useTestApp } from '../../test/test-app.ts';

/**
 * The built app's files as the browser caches them (docs/speed.md#caching): a file under
 * /assets has its content's hash in its name, so it is kept a year and never asked again; every
 * other file keeps its name across releases, so it is checked on each visit.
 */
const dist = mkdtempSync(join(tmpdir(), 'shuttle-web-dist-'));
const SCRIPT = 'console.log("the app");\n';
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-Bq3xZ1aK.js'), SCRIPT);
writeFileSync(join(dist, 'assets', 'app-Bq3xZ1aK.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const context = useTestApp({ env: { WEB_DIST_DIR: dist } });
// Production sends the app's page from the build itself; the demo from memory, with its marker.
const production = useTestApp({ env: { ...PRODUCTION_ENV, WEB_DIST_DIR: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const YEAR_AND_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built files', () => {
  it('keeps a hashed file for a year, compressed or not, so a visit asks for none of them again', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/assets/app-Bq3xZ1aK.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(YEAR_AND_IMMUTABLE);

    const compressed = await context.app.inject({
      method: 'GET',
      url: '/assets/app-Bq3xZ1aK.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe(YEAR_AND_IMMUTABLE);
  });

  it('has a file whose name outlives a release checked on every visit', async () => {
    const icon = await context.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    for (const { app } of [context, production]) {
      const page = await app.inject({ method: 'GET', url: '/dashboard/wallet' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a hashed file that is not in the build, instead of the app page', async () => {
    const missing = await context.app.inject({ method: 'GET', url: '/assets/app-Old0ne11.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });
});
