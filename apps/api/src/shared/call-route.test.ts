import * as contracts from '@shuttle/contracts';
import { type CallDefinition, defineCall } from '@shuttle/contracts';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../test/test-app.ts';
import { callRoute } from './call-route.ts';

const getPart = defineCall('GET /ops/things/:thingId', {
  params: z.strictObject({ thingId: z.coerce.number() }),
  query: z.strictObject({ page: z.coerce.number().default(1) }),
  answers: { 200: z.object({ thingId: z.number(), page: z.number() }) },
});

/** A Fastify app with the zod type provider's compilers and one plugin at `/v1/ops`, recording what it registers. */
async function appWith(register: (app: Parameters<typeof callRoute>[0]) => void) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void registered.push(route));
  await app.register(async (v1) => v1.register(async (ops) => register(ops), { prefix: '/ops' }), {
    prefix: '/v1',
  });
  await app.ready();
  return { app, registered };
}

describe('callRoute', () => {
  it("registers the definition's method, address under the plugin and schemas, with the route's own parts", async () => {
    const { app, registered } = await appWith((ops) =>
      callRoute(ops, getPart, { schema: { tags: ['things'] } }, async (request) => ({
        thingId: request.params.thingId,
        page: request.query.page,
      })),
    );
    const [route] = registered;
    expect(route).toMatchObject({ method: 'GET', url: '/v1/ops/things/:thingId' });
    expect(route?.schema?.params).toBe(getPart.params);
    expect(route?.schema?.querystring).toBe(getPart.query);
    expect(route?.schema?.response).toBe(getPart.answers);
    expect(route?.schema).toMatchObject({ tags: ['things'] });
    expect(route?.schema).not.toHaveProperty('body');
    const answer = await app.inject({ method: 'GET', url: '/v1/ops/things/7?page=2' });
    expect(answer.json()).toEqual({ thingId: 7, page: 2 });
    expect((await app.inject({ method: 'GET', url: '/v1/ops/things/x' })).statusCode).toBe(400);
  });

  it('refuses a definition whose address is outside the plugin it is registered in', async () => {
    const elsewhere = defineCall('GET /users/:userId', { answers: { 200: z.object({}) } });
    await expect(appWith((ops) => callRoute(ops, elsewhere, {}, async () => ({})))).rejects.toThrow(
      'The call /users/:userId cannot be registered under /v1/ops',
    );
  });
});

/** Every definition the contracts export, also those grouped in a record (the sandbox's buttons). */
function definitionsIn(exports: Record<string, unknown>): CallDefinition[] {
  const isDefinition = (value: unknown): value is CallDefinition =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answers' in value;
  return Object.values(exports).flatMap((value) =>
    isDefinition(value)
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).filter(isDefinition)
        : [],
  );
}

describe('the API', () => {
  const ctx = useTestApp();

  it('has a route for every call the contracts define', () => {
    const definitions = definitionsIn(contracts);
    expect(definitions.length).toBeGreaterThan(10);
    const missing = definitions.filter(
      (definition) => !ctx.app.hasRoute({ method: definition.method, url: `/v1${definition.path}` }),
    );
    expect(missing.map((definition) => `${definition.method} ${definition.path}`)).toEqual([]);
  });
});
