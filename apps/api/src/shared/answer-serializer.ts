import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Fastify's answer serializer: every answer is checked against its zod schema before it is
 * written, so an answer never carries a field its contract does not name, nor a wrong type.
 *
 * The type provider checks each answer by encoding it (`safeEncode`), which runs a schema's
 * codecs backwards: right for a schema with codecs, transforms or defaults, and about forty times
 * slower than a plain check on a small object (a first pass without checks, then the checks,
 * outside zod's compiled fast path). Most answers are plain data, where encoding and parsing give
 * the same result: those are checked with `safeParse` (ADR 206). The choice is made once per
 * schema, when the route is built.
 */
export const answerSerializerCompiler: typeof serializerCompiler = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof $ZodType) || !readsTheSameBothWays(schema)) return serializerCompiler(route);
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** Schemas whose value a check gives back unchanged, given that their parts do too. */
const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'any',
  'unknown',
  'never',
  'nan',
  'date',
  'literal',
  'enum',
  'template_literal',
]);

/** Schemas that only wrap one other schema, without changing its value. */
const WRAPPERS = new Set(['optional', 'nullable', 'readonly', 'nonoptional']);

/**
 * Whether checking a value against `schema` forwards (parse) and backwards (encode) gives the
 * same output for every valid value: nothing inside it is a pipe (transforms, codecs,
 * preprocessing), a default, a fallback (`catch`) or anything else that acts by direction. Any
 * kind not known here counts as acting by direction, so the slower, always right encode is kept.
 */
export function readsTheSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true; // a recursive schema (`z.lazy`) already being looked at
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const same = (part: unknown) => part === undefined || readsTheSameBothWays(part as $ZodType, seen);
  if (LEAVES.has(def.type)) return true;
  if (WRAPPERS.has(def.type)) return same(def.innerType);
  switch (def.type) {
    case 'object':
      return Object.values(def.shape as Record<string, $ZodType>).every(same) && same(def.catchall);
    case 'array':
      return same(def.element);
    case 'tuple':
      return (def.items as $ZodType[]).every(same) && same(def.rest ?? undefined);
    case 'record':
      return same(def.keyType) && same(def.valueType);
    case 'union':
      return (def.options as $ZodType[]).every(same);
    case 'intersection':
      return same(def.left) && same(def.right);
    case 'lazy':
      return same((def.getter as () => $ZodType)());
    default:
      return false;
  }
}
