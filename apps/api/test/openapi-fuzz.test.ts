import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signPaystackBody } from '../src/features/payments/paystack-signature.ts';
import { authHeader, createRider } from './factories.ts';
import {
  anyValue,
  deepJsonText,
  hostileText,
  hostileValue,
  type JsonSchema,
  plainValue,
  validValue,
} from './json-schema-arbitrary.ts';
import { useTestApp } from './test-app.ts';

/**
 * docs/security.md#fuzzing: every route of the OpenAPI document, driven with generated valid and
 * invalid input, with and without a token: no 5xx, every status is one the document lists for
 * the operation and matches its declared schema, and no route answers 2xx without the auth it
 * requires.
 */
interface Operation {
  method: string;
  path: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);
const ctx = useTestApp({ env: { PAYMENTS_PROVIDER: 'sandbox' } });
const ajv = new Ajv({ strict: false, allErrors: true });

/** OpenAPI 3.0 writes exclusive bounds as booleans; Ajv speaks draft-07 numbers. */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (copy[flag] === true) {
      copy[flag] = copy[bound];
      delete copy[bound];
    } else if (copy[flag] === false) delete copy[flag];
  }
  return copy;
}

/**
 * One compiled validator per declared schema. Ajv caches by the schema object, and toDraft7 makes a
 * new one each time: compiling on every answer cost milliseconds each, most of this file's time.
 */
const validators = new WeakMap<JsonSchema, ValidateFunction>();
function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(toDraft7(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

async function operations(app: FastifyInstance): Promise<Operation[]> {
  const document = (await app.inject({ method: 'GET', url: '/v1/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
}

function fillPath(path: string, userId: number, id: number | string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(name === 'userId' ? String(userId) : String(id)),
  );
}

function checkAnswer(operation: Operation, status: number, body: string, hadToken: boolean) {
  const where = `${operation.method} ${operation.path} -> ${status} ${body.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  if (status >= 200 && status < 300 && operation.security?.length) expect(hadToken, where).toBe(true);
  // The document tells every answer an operation gives (docs/api-conventions.md#errors).
  expect(Object.keys(operation.responses), where).toContain(String(status));
  const schema = operation.responses[String(status)]?.content?.['application/json']?.schema;
  if (schema && body) {
    const validate = validatorFor(schema);
    expect(validate(JSON.parse(body)), `${where}\n${JSON.stringify(validate.errors)}`).toBe(true);
  } else if (status >= 400) {
    expect(JSON.parse(body), where).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  }
}

describe('the OpenAPI fuzz suite', () => {
  it('drives every documented operation without a 5xx or an unauthorised 2xx', {
    timeout: 300_000,
  }, async () => {
    const list = await operations(ctx.app);
    expect(list.length).toBeGreaterThan(5);
    const rider = await createRider(ctx.database.db);
    const headers = await authHeader(ctx.app, rider);
    const statuses = new Map<number, number>();
    for (const operation of list) {
      const bodySchema = operation.requestBody?.content['application/json']?.schema ?? { type: 'object' };
      const querySchemas = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const input = fc.record({
        body: fc.oneof(validValue(bodySchema), anyValue(bodySchema)),
        id: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom('abc', '-1', '99999999999999999999')),
        query: fc.record(
          Object.fromEntries(querySchemas.map((p) => [p.name, fc.oneof(validValue(p.schema), fc.string())])),
          { requiredKeys: [] },
        ),
        withToken: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, query, withToken }) => {
          const url = new URL(fillPath(operation.path, rider.id, id), 'http://localhost');
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
          const hasBody = !['GET', 'DELETE'].includes(operation.method);
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: url.pathname + url.search,
            headers: withToken ? headers : {},
            ...(hasBody ? { payload: body as object } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          checkAnswer(operation, response.statusCode, response.body, withToken);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    // The generators must reach both sides: accepted input and refused input.
    const count = (from: number, to: number) =>
      [...statuses].filter(([status]) => status >= from && status < to).reduce((sum, [, n]) => sum + n, 0);
    expect(count(200, 300)).toBeGreaterThan(0);
    expect(count(400, 500)).toBeGreaterThan(0);
    // Every operation gets RUNS_PER_OPERATION calls; the operators' wing alone adds two dozen.
  });

  it('answers hostile but well-formed input with a 4xx, never a 5xx', { timeout: 300_000 }, async () => {
    const list = await operations(ctx.app);
    const rider = await createRider(ctx.database.db);
    for (const operation of list) {
      // A session of its own per operation: the fuzzed logout ends the one before.
      const headers = await authHeader(ctx.app, rider);
      const isWebhook = operation.path.endsWith('/webhooks/paystack');
      const bodySchema = operation.requestBody?.content['application/json']?.schema ?? { type: 'object' };
      const querySchemas = (operation.parameters ?? []).filter((p) => p.in === 'query');
      // Webhooks are signed, so that the hostile part gets past the signature check.
      const webhookBody = fc.oneof(
        fc.constant(`{"event":"charge.success","data":${deepJsonText(5000)}}`),
        fc
          .record({
            event: fc.constantFrom('charge.success', 'transfer.reversed'),
            data: fc.oneof(
              hostileText(),
              fc.record({
                reference: hostileText(),
                status: fc.constant('success'),
                amount: fc.constant(10_000),
                currency: fc.constant('NGN'),
                channel: fc.constantFrom('card', 'dedicated_nuban'),
                customer: fc.record({ customer_code: hostileText() }),
              }),
            ),
          })
          .map((event) => JSON.stringify(event)),
      );
      const input = fc.record({
        body: isWebhook ? webhookBody : hostileValue(bodySchema),
        id: fc.oneof(
          fc.integer({ min: 1, max: 5 }),
          fc.constantFrom('2147483648', '2147483647', '0', '1%00'),
        ),
        query: fc.record(
          Object.fromEntries(
            querySchemas.map((p) => [p.name, fc.oneof(plainValue(p.schema), hostileValue(p.schema))]),
          ),
          { requiredKeys: [] },
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, query }) => {
          const url = new URL(fillPath(operation.path, rider.id, id), 'http://localhost');
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
          const hasBody = !['GET', 'DELETE'].includes(operation.method);
          const payload = typeof body === 'string' && isWebhook ? body : JSON.stringify(body);
          const signature = signPaystackBody(payload, ctx.config.PAYSTACK_SECRET_KEY);
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: url.pathname + url.search,
            headers: {
              ...headers,
              'content-type': 'application/json',
              ...(isWebhook ? { 'x-paystack-signature': signature } : {}),
            },
            ...(hasBody ? { payload } : {}),
          });
          checkAnswer(operation, response.statusCode, response.body, true);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  });

  it('never answers 2xx on an operators route to a rider, a driver, a bus partner or no token', async () => {
    // Read from the OpenAPI document, so a route added to the wing later is covered by itself.
    const opsOperations = (await operations(ctx.app)).filter((operation) =>
      operation.path.startsWith('/v1/ops/'),
    );
    expect(opsOperations.length).toBeGreaterThanOrEqual(3);
    const callers: { role: string; headers: Record<string, string>; expected: number }[] = [
      { role: 'no token', headers: {}, expected: 401 },
    ];
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createRider(ctx.database.db, { role });
      callers.push({ role, headers: await authHeader(ctx.app, user), expected: 403 });
    }
    for (const operation of opsOperations) {
      const bodySchema = operation.requestBody?.content['application/json']?.schema ?? { type: 'object' };
      const input = fc.record({
        body: fc.oneof(validValue(bodySchema), anyValue(bodySchema)),
        id: fc.integer({ min: 1, max: 50 }),
        caller: fc.constantFrom(...callers),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, caller }) => {
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url: fillPath(operation.path, id, id),
            headers: caller.headers,
            ...(['GET', 'DELETE'].includes(operation.method) ? {} : { payload: body as object }),
          });
          const where = `${caller.role}: ${operation.method} ${operation.path} -> ${response.statusCode}`;
          expect(response.statusCode, where).toBe(caller.expected);
        }),
        { numRuns: Math.max(8, Math.ceil(RUNS_PER_OPERATION / 2)) },
      );
    }
  });
});
