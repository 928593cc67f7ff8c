import SwaggerParser from '@apidevtools/swagger-parser';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';
import { isStaffRoute, registerApiReference, STAFF_TAG } from './api-reference.ts';

const ctx = useTestApp();

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

async function openApiDocument(): Promise<OpenAPIV3.Document> {
  const response = await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<OpenAPIV3.Document>();
}

function operationsOf(document: OpenAPIV3.Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as
        | (OpenAPIV3.OperationObject & { 'x-staff-only'?: boolean })
        | undefined;
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

describe('GET /v1/docs/openapi.json', () => {
  it('is a valid OpenAPI 3 document by an outside validator', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.0\./);
    // The validator dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/v1/docs'))).toEqual([]);
  });

  it('marks every operators’ route staff-only and leaves the public ones alone', async () => {
    const operations = operationsOf(await openApiDocument());
    const marked = (path: string, method: string) =>
      operations.find((entry) => entry.path === path && entry.method === method)?.operation;

    for (const [path, method] of [
      ['/v1/ops/promo-codes', 'post'],
      ['/v1/ops/promo-codes', 'get'],
      ['/v1/admin/charter-requests', 'get'],
      ['/v1/ops/companies/{id}/fundings', 'post'],
      ['/v1/route-suggestions', 'get'],
    ] as const) {
      const operation = marked(path, method);
      expect(operation?.tags, `${method} ${path}`).toEqual([STAFF_TAG]);
      expect(operation?.['x-staff-only'], `${method} ${path}`).toBe(true);
      expect(operation?.description, `${method} ${path}`).toMatch(/^Staff only:/);
    }
    for (const [path, method] of [
      ['/v1/login', 'post'],
      ['/v1/drivers', 'post'],
      ['/v1/admins/feedback', 'post'],
      ['/v1/bus-stops', 'get'],
      ['/v1/users/{userId}/wallet/top-ups', 'post'],
    ] as const) {
      const operation = marked(path, method);
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags, `${method} ${path}`).not.toContain(STAFF_TAG);
      expect(operation?.['x-staff-only'], `${method} ${path}`).toBeUndefined();
    }
    // The rule, whole: nothing under a staff prefix or tag is left unmarked.
    for (const { path, method, operation } of operations) {
      const staff = operation.tags?.includes(STAFF_TAG) ?? false;
      expect(staff, `${method} ${path}`).toBe(operation['x-staff-only'] === true);
      if (isStaffRoute(path)) expect(staff, `${method} ${path}`).toBe(true);
    }
  });

  it('lists the staff tag last, so that the reference ends with it', async () => {
    const document = await openApiDocument();
    const tags = (document.tags ?? []).map((tag) => tag.name);
    expect(tags.at(-1)).toBe(STAFF_TAG);
    expect(new Set(tags).size).toBe(tags.length);
    const used = new Set(operationsOf(document).flatMap(({ operation }) => operation.tags ?? []));
    expect(new Set(tags)).toEqual(used);
  });
});

describe('GET /v1/docs', () => {
  it('is the interactive reference, every asset served from here under the app’s policy', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    // No inline script: every script is a file of ours.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/v1\/docs\/static\//);
      const answer = await ctx.app.inject({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
      expect(answer.headers['content-security-policy'], asset).toBe(policy);
    }
    // The page reads the same document the JSON route answers.
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/v1/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const read = await ctx.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(read.json()).toEqual(
      (await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' })).json(),
    );
  });
});

describe('the staff rule', () => {
  it('matches whole path segments of the staff prefixes, and the staff tags', () => {
    expect(isStaffRoute('/v1/ops')).toBe(true);
    expect(isStaffRoute('/v1/ops/trip-days/{id}/notices')).toBe(true);
    expect(isStaffRoute('/v1/driver/runs')).toBe(true);
    expect(isStaffRoute('/v1/bus-partner/buses')).toBe(true);
    expect(isStaffRoute('/v1/admin/feedback')).toBe(true);
    expect(isStaffRoute('/v1/admins/feedback')).toBe(false);
    expect(isStaffRoute('/v1/drivers')).toBe(false);
    expect(isStaffRoute('/v1/opsy')).toBe(false);
    expect(isStaffRoute('/v1/promo-codes', ['operators'])).toBe(true);
    expect(isStaffRoute('/v1/promo-codes', ['promotions'])).toBe(false);
  });

  it('marks routes added later under a staff prefix without anything on the route', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerApiReference(app);
    await app.register(
      async (v1) => {
        const schema = { tags: ['ops'], response: { 200: z.object({ ok: z.boolean() }) } };
        v1.post('/ops/trip-days/:id/notices', { schema }, async () => ({ ok: true }));
        v1.get('/bus-partner/buses', { schema }, async () => ({ ok: true }));
        v1.get('/drivers/help', { schema }, async () => ({ ok: true }));
      },
      { prefix: '/v1' },
    );
    await app.ready();
    const document = app.swagger() as OpenAPIV3.Document;
    expect(document.paths['/v1/ops/trip-days/{id}/notices']?.post?.tags).toEqual([STAFF_TAG]);
    expect(document.paths['/v1/bus-partner/buses']?.get?.tags).toEqual([STAFF_TAG]);
    expect(document.paths['/v1/drivers/help']?.get?.tags).toEqual(['ops']);
    await app.close();
  });
});
