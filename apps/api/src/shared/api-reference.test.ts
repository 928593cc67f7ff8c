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
      ['/v1/ops/inbox/{kind}', 'get'],
      ['/v1/ops/companies/{id}/fundings', 'post'],
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

type Parameter = OpenAPIV3.ParameterObject;
type Answer = OpenAPIV3.ResponseObject;

function operation(document: OpenAPIV3.Document, path: string, method: (typeof METHODS)[number]) {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

describe('the error answers of every operation (docs/api-conventions.md#errors)', () => {
  it('lists, for every operation, each refusal its declaration implies, with the error body', async () => {
    const document = await openApiDocument();
    for (const { path, method, operation: found } of operationsOf(document)) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(found.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        where,
      ).toBe(true);
      const parameters = (found.parameters ?? []) as Parameter[];
      if (parameters.length > 0 || found.requestBody) expect(statuses, where).toContain('400');
      if (parameters.some((parameter) => parameter.in === 'path')) expect(statuses, where).toContain('404');
      if (found.security?.length || isStaffRoute(path)) expect(statuses, where).toContain('401');
      if (isStaffRoute(path)) expect(statuses, where).toEqual(expect.arrayContaining(['403', '404']));
      if (method !== 'get') expect(statuses, where).toEqual(expect.arrayContaining(['400', '413', '415']));
      if (parameters.some((parameter) => parameter.name === 'idempotency-key')) {
        expect(statuses, where).toEqual(expect.arrayContaining(['409', '422']));
      }
      for (const status of statuses.filter((status) => /^4\d\d$/.test(status))) {
        const schema = (found.responses[status] as Answer).content?.['application/json']?.schema;
        // Every refusal carries `{ message, code }`; a route may declare a body that says more.
        expect(schema, `${where} ${status}`).toMatchObject({
          type: 'object',
          required: expect.arrayContaining(['message', 'code']),
          properties: expect.objectContaining({ message: { type: 'string' }, code: expect.any(Object) }),
        });
      }
    }
  });

  it('names the codes of a booking, and the wait of its limit', async () => {
    const booking = operation(await openApiDocument(), '/v1/users/{userId}/routes', 'post');
    const answer = (status: string) => booking.responses[status] as Answer;
    expect(Object.keys(booking.responses).sort()).toEqual(
      ['201', '400', '401', '402', '404', '409', '413', '415', '422', '429'].sort(),
    );
    expect(answer('402').description).toContain('INSUFFICIENT_FUNDS');
    expect(answer('409').description).toContain('SEAT_UNAVAILABLE');
    expect(answer('409').description).toContain('CONFLICT');
    expect(answer('422').description).toContain('IDEMPOTENCY_KEY_REUSED');
    expect(answer('429').headers?.['retry-after']).toMatchObject({ schema: { type: 'integer' } });
  });

  it('declares the Idempotency-Key header, required where the write refuses to run without one', async () => {
    const document = await openApiDocument();
    const header = (path: string, method: (typeof METHODS)[number]) =>
      ((operation(document, path, method).parameters ?? []) as Parameter[]).find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    expect(header('/v1/users/{userId}/routes', 'post')?.required).toBe(false);
    expect(header('/v1/ops/companies/{id}/fundings', 'post')?.required).toBe(true);
    expect(header('/v1/ops/users/{userId}/wallet-adjustments', 'post')?.required).toBe(true);
  });
});

describe('the requests as the server checks them', () => {
  it('describes the uploads as the multipart forms they are', async () => {
    const document = await openApiDocument();
    for (const [path, method, field] of [
      ['/v1/user/avatar/{userId}', 'patch', 'avatar'],
      ['/v1/uploads/licences', 'post', 'file'],
    ] as const) {
      const body = operation(document, path, method).requestBody as OpenAPIV3.RequestBodyObject;
      expect(body.content['multipart/form-data']?.schema, path).toEqual({
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary' } },
      });
    }
  });

  it('requires the position in an OsmAnd query', async () => {
    const parameters = operation(await openApiDocument(), '/v1/tracking/osmand', 'get')
      .parameters as Parameter[];
    const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
    expect(required.sort()).toEqual(['lat', 'lon']);
  });

  it('keeps the email format of every email field', async () => {
    const document = await openApiDocument();
    for (const [path, method] of [
      ['/v1/login', 'post'],
      ['/v1/users', 'post'],
      ['/v1/password', 'post'],
    ] as const) {
      const body = operation(document, path, method).requestBody as OpenAPIV3.RequestBodyObject;
      const schema = body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
      expect(schema.properties?.email, path).toMatchObject({ type: 'string', format: 'email' });
    }
  });

  it('gives every date one range, the one the server checks', async () => {
    const document = await openApiDocument();
    const text = JSON.stringify(document);
    expect(text).not.toContain('2100');
    const driverDate = ((operation(document, '/v1/driver/runs', 'get').parameters ?? []) as Parameter[]).find(
      (parameter) => parameter.name === 'date',
    );
    // A parameter carries its schema's description itself.
    expect(driverDate).toMatchObject({
      schema: { format: 'date' },
      description: 'From 2000-01-01 to 2099-12-31.',
    });
    const itinerary = operation(document, '/v1/ops/routes/{id}/itineraries', 'post')
      .requestBody as OpenAPIV3.RequestBodyObject;
    const fields = (itinerary.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined)
      ?.properties;
    expect(fields?.starts_on).toMatchObject({
      format: 'date',
      description: 'From 2000-01-01 to 2099-12-31.',
    });
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

describe('error answers derived from the route', () => {
  it('come from the route’s own declaration, however it was registered', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerApiReference(app);
    const answer = { 200: z.object({ ok: z.boolean() }) };
    app.route({
      method: 'POST',
      url: '/v1/things/:id',
      schema: { params: z.object({ id: z.coerce.number() }), response: answer },
      config: { rateLimit: { max: 1, timeWindow: '1 minute' }, errors: ['SEAT_UNAVAILABLE'] },
      handler: async () => ({ ok: true }),
    });
    app.get('/v1/plain', { schema: { response: answer } }, async () => ({ ok: true }));
    await app.ready();
    const document = app.swagger() as OpenAPIV3.Document;
    expect(Object.keys(document.paths['/v1/things/{id}']?.post?.responses ?? {})).toEqual([
      '200',
      '400',
      '404',
      '409',
      '413',
      '415',
      '429',
    ]);
    expect(Object.keys(document.paths['/v1/plain']?.get?.responses ?? {})).toEqual(['200']);
    await app.close();
  });
});

describe('the staff rule', () => {
  it('matches whole path segments of the staff prefixes, and the staff tags', () => {
    expect(isStaffRoute('/v1/ops')).toBe(true);
    expect(isStaffRoute('/v1/ops/trip-days/{id}/notices')).toBe(true);
    expect(isStaffRoute('/v1/driver/runs')).toBe(true);
    expect(isStaffRoute('/v1/bus-partner/buses')).toBe(true);
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
