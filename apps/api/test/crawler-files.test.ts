import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

// A build without prerendered pages, as the embedded partner build leaves it (ADR 175).
const webDist = mkdtempSync(join(tmpdir(), 'shuttle-web-embedded-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Shuttle</title><div id="root"></div>');

const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist } });

describe('crawler files of a build without public pages', () => {
  it('keep crawlers out of the app inside a partner app, and list no sitemap', async () => {
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<div id="root"></div>');
  });
});
