import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that the route schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

const SAFE = Number.MAX_SAFE_INTEGER;

/** Values that satisfy the schema (as far as generation can tell; the server has the last word). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(validValue));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const base = typedValue(schema);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function typedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
    }
    case 'integer':
    case 'number': {
      const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
      const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
      const min =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? -1000) + exclusiveMin;
      const max =
        typeof schema.exclusiveMaximum === 'number'
          ? schema.exclusiveMaximum - 1
          : (schema.maximum ?? 1_000_000) - exclusiveMax;
      return fc.integer({ min: Math.max(min, -SAFE), max: Math.min(max, SAFE) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 10),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) shape[key] = validValue(property);
      return fc.record(shape, { requiredKeys: [...required].filter((key) => key in shape) });
    }
    default:
      return fc.jsonValue();
  }
}

/** Anything at all: wrong types, missing fields, extra fields, huge numbers, deep nesting. */
export function anyValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.constantFrom(null, '', 0, -1, 1.5, 2 ** 63, 'abc', [], {}),
    validValue(schema).map((value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, unexpected_field: 'x' }
        : value,
    ),
    fc.record({ nested: fc.jsonValue({ maxDepth: 8 }) }),
  );
}

/** The largest id a Postgres `integer` column holds. */
export const INT4_MAX = 2_147_483_647;
/** `{"a":{"a":...1}}` as JSON text: parsers and failure reports never recurse through it. */
export function deepJsonText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
/** JSON text nested deeper than any real client sends, short enough for a 10,000-character field. */
const DEEP_JSON = deepJsonText(1600);

/**
 * Well-formed JSON that a careless or hostile client sends (docs/security.md#hostile-inputs): text with a
 * NUL or an unpaired surrogate, ids past the int4 range, dates in year 0000, deep nesting.
 */
export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '0000-01-01',
      '0000-12-31T00:00:00Z',
      '9999-12-31',
    ),
    fc.constantFrom('{"a":"\\u0000"}', '{"a":"\\ud800"}', '{"\\u0000":1}', DEEP_JSON),
  );
}

function hostileNumber(schema: JsonSchema): fc.Arbitrary<number> {
  // Past the int4 range, and the last id inside it, which names no row (a reference to check).
  const outside = [INT4_MAX + 1, INT4_MAX, -INT4_MAX - 2, 0, -1, Number.MAX_SAFE_INTEGER];
  if (typeof schema.maximum === 'number') outside.push(schema.maximum + 1);
  return fc.constantFrom(...outside);
}

/**
 * Plain, realistic values (small ids that exist in the seed, addresses a validator accepts,
 * short words), so that one hostile leaf among them gets past every other check.
 */
export function plainValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => plainValue(variant, name)));
  if (schema.allOf?.length) return plainValue(Object.assign({}, ...schema.allOf), name);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email')
        return fc.stringMatching(/^[a-z]{4,10}$/).map((name) => `${name}@example.ng`);
      if (schema.format === 'date') return fc.constantFrom('2030-01-07', '2030-01-08');
      if (schema.format === 'date-time') return fc.constant('2030-01-07T08:00:00Z');
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const min = Math.max(schema.minLength ?? 1, 1);
      const max = Math.max(min, Math.min(schema.maxLength ?? 12, 12));
      return fc.stringMatching(new RegExp(`^[a-z]{${min},${max}}$`));
    }
    case 'integer':
    case 'number': {
      const low =
        typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
      const high = typeof schema.maximum === 'number' ? Math.min(schema.maximum, low + 4) : low + 4;
      return fc.integer({ min: low, max: Math.max(low, high) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plainValue(schema.items, name) : fc.string(), {
        minLength: Math.max(schema.minItems ?? 0, 1),
        maxLength: Math.max(schema.minItems ?? 0, 1),
      });
    case 'object':
    case undefined: {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        shape[key] = plainValue(property);
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
    }
    default:
      return fc.string();
  }
}

/** One hostile leaf in an otherwise plain value, so the hostile part reaches the service. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(hostileValue));
  if (schema.allOf?.length) return hostileValue(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return hostileText();
    case 'integer':
    case 'number':
      return hostileNumber(schema);
    case 'array':
      return fc.array(schema.items ? hostileValue(schema.items) : hostileText(), {
        minLength: 1,
        maxLength: 3,
      });
    case 'object':
    case undefined: {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) {
        return fc.record({ data: fc.oneof(hostileText(), fc.constant(JSON.parse(deepJsonText(40)))) });
      }
      return fc.oneof(
        ...properties.map(([hostileKey, property]) =>
          plainValue(schema).chain((valid) =>
            hostileValue(property).map((hostile) => ({ ...(valid as object), [hostileKey]: hostile })),
          ),
        ),
      );
    }
    default:
      return hostileText();
  }
}
