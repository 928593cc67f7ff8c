import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveMapStyle } from '@shuttle/contracts/map-style';
import { eq, vehicles } from '@shuttle/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/shared/clock.ts';
import { riderHeader } from './booking-factories.ts';
import { createRider } from './factories.ts';
import { useTestApp } from './test-app.ts';
import { between, createTrackedLine, setRunStatus } from './tracking-factories.ts';

/**
 * Maps (docs/decisions/254, 255): the CSP admits exactly the hosts a built map style names, read
 * from a style and tiles this test serves itself; a bus partner sees its own buses live.
 */

/** A server on its own port: an origin of its own, as a tile host or a font host would be. */
async function serve(files: Record<string, string | Buffer>): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const TILE = Buffer.from([0x1a, 0x00]);
const webDist = mkdtempSync(join(tmpdir(), 'shuttle-web-map-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Shuttle</title><div id="root"></div>');
const servers: Server[] = [];
let styleHost = '';
let tileHost = '';
let tileTemplate = '';

// Before the app is built: the server reads the build's style when it starts.
beforeAll(async () => {
  const tiles = await serve({ '/tiles/11/1043/988.pbf': TILE, '/fonts/Noto/0-255.pbf': TILE });
  tileHost = tiles.origin;
  const style = await serve({
    // The style names its TileJSON and sprite relative to itself, its glyphs on the tile host.
    '/style.json': JSON.stringify({
      version: 8,
      sources: { streets: { type: 'vector', url: '/streets.json' } },
      glyphs: `${tileHost}/fonts/{fontstack}/{range}.pbf`,
      sprite: '/sprites/streets',
      layers: [{ id: 'land', type: 'background' }],
    }),
    '/streets.json': JSON.stringify({
      tilejson: '3.0.0',
      tiles: [`${tileHost}/tiles/{z}/{x}/{y}.pbf`],
      maxzoom: 14,
    }),
  });
  styleHost = style.origin;
  servers.push(tiles.server, style.server);
  const resolved = await resolveMapStyle(`${styleHost}/style.json`, async (url) => (await fetch(url)).json());
  tileTemplate = resolved.sources.streets?.tiles?.[0] ?? '';
  writeFileSync(join(webDist, 'map-style.json'), JSON.stringify(resolved));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const clock = new ManualClock(new Date('2026-11-25T06:05:00Z'));
const ctx = useTestApp({ clock, env: { WEB_DIST_DIR: webDist } });

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('a build with a map style', () => {
  it('lets a page load exactly the hosts the style names, and the tiles it names are there', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/ops/live' });
    const csp = String(response.headers['content-security-policy']);
    // The TileJSON and the sprite resolved against the style's own host; tiles and glyphs on theirs.
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...[styleHost, tileHost].sort()]);
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining([styleHost, tileHost]));
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(tileTemplate).toBe(`${tileHost}/tiles/{z}/{x}/{y}.pbf`);
    const tile = await fetch(tileTemplate.replace('{z}', '11').replace('{x}', '1043').replace('{y}', '988'));
    expect(tile.status).toBe(200);
  });

  it('refuses a style that names a host over plain http', async () => {
    const style = {
      version: 8,
      sources: { s: { type: 'raster', tiles: ['http://tiles.example.com/{z}/{x}/{y}.png'] } },
    };
    await expect(resolveMapStyle('https://maps.example.com/style.json', async () => style)).rejects.toThrow(
      /must be an https address/,
    );
  });
});

describe('a bus partner’s buses live', () => {
  it('shows its own bus on its run with the heading it reports, and nothing of another partner’s', async () => {
    const db = ctx.app.deps.db;
    // Booked before the 07:00 (Lagos) run leaves, then five minutes into it.
    clock.set(new Date('2026-11-25T05:30:00Z'));
    const line = await createTrackedLine(ctx.app, '2026-11-25');
    clock.set(new Date('2026-11-25T06:05:00Z'));
    const owner = await createRider(db, { role: 'bus_partner', fname: 'Kemi' });
    const rival = await createRider(db, { role: 'bus_partner', fname: 'Tayo' });
    await db.update(vehicles).set({ busPartnerId: owner.id }).where(eq(vehicles.id, line.vehicleId));
    await setRunStatus(ctx.app, line.tripDayId, 'in_progress');
    const here = between(0, 0.5);
    const sent = await ctx.app.inject({
      method: 'GET',
      url: `/v1/tracking/osmand?id=${line.deviceId}&lat=${here.lat}&lon=${here.lon}&timestamp=${Math.floor(clock.now().getTime() / 1000)}&bearing=160`,
    });
    expect(sent.statusCode).toBe(200);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/v1/bus-partner/live',
      headers: await riderHeader(ctx.app, owner),
    });
    expect(mine.statusCode).toBe(200);
    const [run, ...others] = mine.json().data;
    expect(others).toEqual([]);
    expect(run).toMatchObject({
      trip_day_id: line.tripDayId,
      vehicle_id: line.vehicleId,
      stops: [{ stop_id: line.stops[0] }, { stop_id: line.stops[1] }, { stop_id: line.stops[2] }],
      position: { lat: here.lat, lon: here.lon, heading: 160, next_stop_id: line.stops[1], stale: false },
    });

    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/v1/bus-partner/live',
      headers: await riderHeader(ctx.app, rival),
    });
    expect(theirs.json().data).toEqual([]);
  });
});
