import fc from 'fast-check';
import { z } from 'zod';

// Issue 23 points 3 and 4: requests generated from an endpoint's declared zod schemas. zod 4 writes each
// schema as JSON Schema (its input side: what a client sends); this module turns that into fast-check
// arbitraries. A field's name adds values the schema cannot say (a price's digits, an e-mail, a zone), so
// that a fair share of generated requests passes validation and reaches the handler.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** The JSON Schema of what a client sends for `schema`. */
export const inputSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Values that a field of this name usually takes (the schema's refinements are not in JSON Schema). */
const HINTS: [RegExp, () => fc.Arbitrary<unknown>][] = [
  [/email|user_name/, () => fc.constantFrom('fuzz@example.test', 'a.b+c@example.test')],
  [/price|amount|^tip$|deposit|fee$/, () => fc.constantFrom('10', '10.50', '0.01', '999.99', '5')],
  [/phone/, () => fc.constantFrom('3035550101', '(212) 555-0163')],
  [/time_zone/, () => fc.constantFrom('America/Denver', 'America/New_York')],
  [/zip/, () => fc.constantFrom('80202', '10001')],
  [/^(date|from|to|start_date|end_date|weekStart)$/, () => fc.constantFrom('2030-01-07', '2030-01-08')],
  [/password/, () => fc.constantFrom('Fuzz-password-1')],
  [/color|colour/, () => fc.constantFrom('#336699')],
  [/url_subdomain/, () => fc.constantFrom('fuzz-shop')],
];

function hintFor(name: string): fc.Arbitrary<unknown> | undefined {
  return HINTS.find(([pattern]) => pattern.test(name))?.[1]();
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function patternsOf(schema: JsonSchema): string[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => Boolean(pattern),
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'date') return fc.constantFrom('2030-01-07', '1999-12-31', '2100-02-28');
  if (schema.format === 'email') return fc.constantFrom('fuzz@example.test', 'x@y.test');
  if (schema.format === 'uuid') return fc.uuid();
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const fits = (value: string) => value.length >= min && value.length <= max;
  const [first, ...rest] = patternsOf(schema).map((pattern) => new RegExp(pattern));
  if (first) {
    const others = (value: string) => rest.every((re) => re.test(value));
    return fc.stringMatching(first).filter((value) => fits(value) && others(value));
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme' });
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? -(2 ** 31),
    schema.exclusiveMinimum === undefined ? Number.MIN_SAFE_INTEGER : schema.exclusiveMinimum + 1,
  );
  const max = Math.min(
    schema.maximum ?? 2 ** 31 - 1,
    schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : schema.exclusiveMaximum - 1,
  );
  // Small values are the common case (counts, ids, minutes); the edges are the interesting ones.
  return fc.oneof(
    fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 100), Math.max(min, 0)) }),
    fc.constantFrom(min, max),
    fc.integer({ min, max }),
  );
}

/** An arbitrary of the values `schema` accepts (within what JSON Schema can say), `name` its field. */
export function arbitraryOf(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, name)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, name)));
  const hint = types[0] === 'string' || types[0] === undefined ? hintFor(name) : undefined;
  switch (types[0]) {
    case 'string':
      return hint
        ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: stringArbitrary(schema) })
        : stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(
        integerArbitrary(schema),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? arbitraryOf(schema.items, name) : fc.constant(null);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.min(schema.maxItems ?? 3, minLength + 3) });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      return hint ?? fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) record[key] = arbitraryOf(child, key);
  const optional = Object.keys(properties).filter((key) => !required.has(key));
  return fc
    .record(record, { requiredKeys: [...required].filter((key) => key in properties) })
    .map((value) => {
      // fast-check leaves an optional key out or fills it; both are what a client may send.
      for (const key of optional) if (value[key] === undefined) delete value[key];
      return value;
    });
}

/** One value `schema` accepts, the same for the same seed. */
export function sampleOf(schema: JsonSchema, seed: number, name = ''): unknown {
  const [value] = fc.sample(arbitraryOf(schema, name), { numRuns: 1, seed });
  return value;
}
