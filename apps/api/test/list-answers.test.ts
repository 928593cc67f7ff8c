import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from './factories.ts';
import { createItinerary, createRoute, createStops } from './network-factories.ts';
import { useTestApp } from './test-app.ts';

/**
 * Every list on the wire answers `{ data, meta: { page, limit, total } }`, the lists that come
 * whole as one page of everything (docs/decisions/131).
 */
const ctx = useTestApp();

type Schema = OpenAPIV3.SchemaObject;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The 2xx JSON answers of the document whose `data` is an array: its lists. */
async function documentedLists() {
  const document = (
    await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' })
  ).json<OpenAPIV3.Document>();
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return Object.entries(operation?.responses ?? {}).flatMap(([status, response]) => {
        const schema = (response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema as
          | Schema
          | undefined;
        const data = schema?.properties?.data as Schema | undefined;
        return status.startsWith('2') && data?.type === 'array'
          ? [{ where: `${method} ${path} ${status}`, schema }]
          : [];
      });
    }),
  );
}

describe('lists on the wire', () => {
  it('document `meta` with page, limit and total beside `data` on every list', async () => {
    const lists = await documentedLists();
    expect(lists.map((list) => list.where)).toEqual(
      expect.arrayContaining([
        'get /v1/bus-stops 200',
        'get /v1/city 200',
        'get /v1/routes/catalogue 200',
        'get /v1/route-discovery/from/{sourceId}/to/{destinationId} 200',
      ]),
    );
    for (const { where, schema } of lists) {
      expect(schema?.required, where).toEqual(expect.arrayContaining(['data', 'meta']));
      const meta = schema?.properties?.meta as Schema | undefined;
      expect(meta?.required, where).toEqual(expect.arrayContaining(['page', 'limit', 'total']));
      for (const field of ['page', 'limit', 'total']) {
        expect((meta?.properties?.[field] as Schema | undefined)?.type, `${where} meta.${field}`).toBe(
          'integer',
        );
      }
    }
  });

  it('answer the unpaged lists whole, as their one page', async () => {
    const db = ctx.app.deps.db;
    const stops = await createStops(db, 3);
    const route = await createRoute(
      db,
      stops.map((stop) => stop.id),
    );
    await createItinerary(db, route.id);
    const rider = await createRider(db);
    const auth = { headers: await authHeader(ctx.app, rider) };
    const from = stops[0]?.id;
    const to = stops[2]?.id;

    for (const [url, options] of [
      ['/v1/bus-stops', {}],
      ['/v1/city?fields[city]=id,name', {}],
      ['/v1/routes/catalogue', {}],
      [`/v1/route-discovery/from/${from}/to/${to}?tripDate=2099-01-07`, {}],
      [`/v1/users/${rider.id}/route-suggestions`, auth],
      [`/v1/users/${rider.id}/promo-codes`, auth],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url, ...options });
      expect(response.statusCode, url).toBe(200);
      const { data, meta } = response.json() as { data: unknown[]; meta: unknown };
      expect(meta, url).toEqual({ page: 1, limit: data.length, total: data.length });
    }
  });
});
