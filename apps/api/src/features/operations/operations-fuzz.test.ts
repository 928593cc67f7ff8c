import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyValue,
  hostileValue,
  type JsonSchema,
  plainValue,
  validValue,
} from '../../../test/json-schema-arbitrary.ts';
import { createOperator } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * docs/security.md#fuzzing for the operators' wing: with an operator's token, generated valid and
 * hostile input never gets a 5xx, and every refusal is `{ message, code }`.
 */
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 15);
const ctx = useTestApp();

async function opsOperations() {
  const document = (await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/v1/ops/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
}

describe('the operators wing under generated input', () => {
  it('answers every /v1/ops operation without a 5xx', { timeout: 300_000 }, async () => {
    const operator = await createOperator(ctx.app);
    const operations = await opsOperations();
    expect(operations.length).toBeGreaterThan(15);
    for (const { path, method, operation } of operations) {
      const bodySchema = operation.requestBody?.content['application/json']?.schema ?? { type: 'object' };
      const queries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const input = fc.record({
        body: fc.oneof(validValue(bodySchema), anyValue(bodySchema)),
        id: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom('abc', '-1', '99999999999999999999')),
        query: fc.record(
          Object.fromEntries(
            queries.map((parameter) => [parameter.name, fc.oneof(validValue(parameter.schema), fc.string())]),
          ),
          { requiredKeys: [] },
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, query }) => {
          const url = new URL(
            path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(id))),
            'http://localhost',
          );
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: url.pathname + url.search,
            headers: { ...operator.headers, 'idempotency-key': `fuzz-${Math.random()}` },
            ...(method === 'get' ? {} : { payload: body as object }),
          });
          const where = `${method.toUpperCase()} ${url.pathname}${url.search} ${JSON.stringify(body).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json(), where).toMatchObject({
              message: expect.any(String),
              code: expect.any(String),
            });
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  });

  // docs/decisions/105-hostile-input.md: the rider's fuzz run stops at the wing's role check, so
  // the hostile values reach the operators' own validation here.
  it('answers hostile but well-formed input on every /v1/ops operation with a 4xx, never a 5xx', {
    timeout: 300_000,
  }, async () => {
    const operator = await createOperator(ctx.app);
    for (const { path, method, operation } of await opsOperations()) {
      const bodySchema = operation.requestBody?.content['application/json']?.schema ?? { type: 'object' };
      const queries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const input = fc.record({
        body: hostileValue(bodySchema),
        id: fc.oneof(
          fc.integer({ min: 1, max: 30 }),
          fc.constantFrom('2147483648', '2147483647', '0', '1%00'),
        ),
        query: fc.record(
          Object.fromEntries(
            queries.map((parameter) => [
              parameter.name,
              fc.oneof(plainValue(parameter.schema), hostileValue(parameter.schema)),
            ]),
          ),
          { requiredKeys: [] },
        ),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ body, id, query }) => {
          const url = new URL(
            path.replace(/\{(\w+)\}/g, () => encodeURIComponent(String(id))),
            'http://localhost',
          );
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
          const response = await ctx.app.inject({
            method: method.toUpperCase() as 'GET',
            url: url.pathname + url.search,
            headers: {
              ...operator.headers,
              'content-type': 'application/json',
              'idempotency-key': `fuzz-${Math.random()}`,
            },
            ...(method === 'get' ? {} : { payload: JSON.stringify(body) }),
          });
          const where = `${method.toUpperCase()} ${url.pathname}${url.search} ${JSON.stringify(body).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
        }),
        // The hostile values are a handful of constants, so fewer runs per operation meet them.
        { numRuns: Math.ceil(RUNS_PER_OPERATION / 2) },
      );
    }
  });
});
