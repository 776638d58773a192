// Values that match a JSON Schema, as fast-check arbitraries: the subset the contract's requests use (types, enum,
// const, string lengths, pattern, the email/date/binary formats, bounds, objects with required and closed
// properties, arrays, anyOf/oneOf). Strings stay short: huge ones are the hostile requests' business.
import fc from 'fast-check';
import type { SchemaObject } from './openapiSchemas';

/** Stands for an uploaded file (`format: binary`); the request builder puts the proof's bytes there. */
export const FILE_FIELD = Symbol('file');

const SHORT = 24;

function codePoints(text: string): number {
  return [...text].length;
}

function stringValue(schema: SchemaObject): fc.Arbitrary<unknown> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : SHORT;
  const fits = (text: string) => codePoints(text) >= minLength && codePoints(text) <= maxLength;
  if (schema.format === 'binary') return fc.constant(FILE_FIELD);
  if (schema.format === 'email')
    return fc.emailAddress({ size: 'xsmall' }).filter((email) => email.length <= maxLength);
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('1930-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (typeof schema.pattern === 'string')
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' }).filter(fits);
  return fc
    .oneof(
      { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, SHORT) }), weight: 3 },
      {
        arbitrary: fc.string({
          unit: 'grapheme',
          minLength,
          maxLength: Math.min(maxLength, SHORT),
        }),
        weight: 3,
      },
      // At the limit: what the contract allows, the server must store and answer.
      {
        arbitrary: fc.constantFrom('a', 'Z', '7', 'é', '𝔘', '-').map((c) => c.repeat(maxLength)),
        weight: 1,
      },
    )
    .filter(fits);
}

function bound(schema: SchemaObject, key: string): number | undefined {
  return typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
}

function numberValue(schema: SchemaObject, integer: boolean): fc.Arbitrary<number> {
  const above = bound(schema, 'exclusiveMinimum');
  const below = bound(schema, 'exclusiveMaximum');
  const min = bound(schema, 'minimum') ?? (above !== undefined ? above : -1_000_000);
  const max = bound(schema, 'maximum') ?? (below !== undefined ? below : 1_000_000);
  if (integer) {
    return fc.integer({
      min: above !== undefined ? Math.floor(above) + 1 : Math.ceil(min),
      max: below !== undefined ? Math.ceil(below) - 1 : Math.floor(max),
    });
  }
  // Money has at most 2 decimals (D8): mostly cents, sometimes any double in bounds.
  const cents = fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
    .map((value) => value / 100);
  const double = fc.double({
    min,
    max,
    minExcluded: above !== undefined,
    maxExcluded: below !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
  return fc
    .oneof({ arbitrary: cents, weight: 4 }, { arbitrary: double, weight: 1 })
    .filter(
      (value) => (above === undefined || value > above) && (below === undefined || value < below),
    );
}

function objectValue(schema: SchemaObject): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, schemaArbitrary(property)]),
  );
  return fc.record(model, { requiredKeys: required.filter((name) => name in properties) });
}

function valueOfType(schema: SchemaObject, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary((schema.items ?? {}) as SchemaObject), {
        maxLength: Math.min(bound(schema, 'maxItems') ?? 4, 4),
        minLength: bound(schema, 'minItems') ?? 0,
      });
    case 'object':
      return objectValue(schema);
    default:
      throw new Error(`schemaArbitrary: no values for type ${type}`);
  }
}

/** Values valid against `schema` (dereferenced: no $ref). */
export function schemaArbitrary(schema: SchemaObject): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as SchemaObject[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => schemaArbitrary(branch)));
  if (schema.allOf) throw new Error('schemaArbitrary: allOf is not used by requests');
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat() as string[];
  return fc.oneof(...types.map((type) => valueOfType(schema, type)));
}
