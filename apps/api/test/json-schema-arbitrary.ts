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
