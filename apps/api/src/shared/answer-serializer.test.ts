import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler, readsTheSameBothWays } from './answer-serializer.ts';

const booking = z.object({
  id: z.uuid(),
  status: z.enum(['booked', 'cancelled']),
  fareKobo: z.number().int(),
  seat: z.number().nullable(),
  note: z.string().optional(),
  legs: z.array(z.tuple([z.literal('out'), z.string()])),
  extras: z.record(z.string(), z.boolean()),
  paidBy: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('personal') }),
    z.object({ kind: z.literal('company'), companyId: z.string() }),
  ]),
});

interface Stop {
  name: string;
  next: Stop | null;
}
const stop: z.ZodType<Stop> = z.object({ name: z.string(), next: z.lazy(() => stop).nullable() });

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe('readsTheSameBothWays', () => {
  it('holds for plain data: objects, arrays, tuples, records, unions, optional and nullable parts, recursion', () => {
    expect(readsTheSameBothWays(booking)).toBe(true);
    expect(readsTheSameBothWays(stop)).toBe(true);
    expect(readsTheSameBothWays(z.union([z.string(), z.number()]).readonly())).toBe(true);
    expect(readsTheSameBothWays(z.intersection(z.object({ a: z.string() }), z.object({ b: z.date() })))).toBe(
      true,
    );
  });

  it('fails for anything that acts by direction, however deep it sits', () => {
    const acting = [
      isoDate,
      z.string().transform((text) => text.length),
      z.string().default('x'),
      z.string().prefault('x'),
      z.number().catch(0),
      z.preprocess((value) => String(value), z.string()),
      z.string().pipe(z.string()),
    ];
    for (const part of acting) {
      expect(readsTheSameBothWays(part)).toBe(false);
      expect(readsTheSameBothWays(z.object({ outer: z.array(z.object({ inner: part.optional() })) }))).toBe(
        false,
      );
      expect(readsTheSameBothWays(z.union([z.null(), z.record(z.string(), part)]))).toBe(false);
    }
    expect(readsTheSameBothWays(z.object({ id: z.string() }).catchall(z.string().default('')))).toBe(false);
    expect(readsTheSameBothWays(z.tuple([z.string()], z.number().catch(0)))).toBe(false);
  });

  it('counts a kind it does not know as acting by direction', () => {
    expect(readsTheSameBothWays(z.map(z.string(), z.string()))).toBe(false);
    expect(readsTheSameBothWays(z.custom<string>((value) => typeof value === 'string'))).toBe(false);
  });
});

/** Serializes `data` through a route answering with `schema`, compiled by `compiler`. */
async function answer(
  compiler: typeof serializerCompiler,
  schema: z.ZodType,
  data: unknown,
): Promise<{ status: number; body: string }> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(compiler);
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => data as never);
  const response = await app.inject({ method: 'GET', url: '/answer' });
  await app.close();
  return { status: response.statusCode, body: response.body };
}

describe('answerSerializerCompiler', () => {
  const valid = {
    id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
    status: 'booked',
    fareKobo: 150_000,
    seat: null,
    legs: [['out', 'Obalende']],
    extras: { luggage: true },
    paidBy: { kind: 'company', companyId: 'c1', ignored: 'dropped' },
    internal: 'never sent',
  };

  it('writes plain data exactly as the type provider does, unknown fields left out', async () => {
    const ours = await answer(answerSerializerCompiler, booking, valid);
    expect(ours).toEqual(await answer(serializerCompiler, booking, valid));
    expect(JSON.parse(ours.body)).not.toHaveProperty('internal');
    expect(JSON.parse(ours.body).paidBy).toEqual({ kind: 'company', companyId: 'c1' });
  });

  it('refuses an answer its schema does not allow, as a 500', async () => {
    const wrong = { ...valid, fareKobo: '1500' };
    const ours = await answer(answerSerializerCompiler, booking, wrong);
    expect(ours.status).toBe(500);
    expect(JSON.parse(ours.body)).toMatchObject({ code: 'FST_ERR_RESPONSE_SERIALIZATION' });
  });

  it('encodes a schema that acts by direction as the type provider does: codecs run backwards', async () => {
    const when = new Date('2026-11-26T07:30:00.000Z');
    const schema = z.object({ at: isoDate, seats: z.number().default(14) });
    const ours = await answer(answerSerializerCompiler, schema, { at: when, seats: 3 });
    expect(ours).toEqual(await answer(serializerCompiler, schema, { at: when, seats: 3 }));
    expect(JSON.parse(ours.body)).toEqual({ at: '2026-11-26T07:30:00.000Z', seats: 3 });
  });
});
