import fc from 'fast-check';

/**
 * The part of JSON Schema the contracts use (TypeBox schemas and the OpenAPI document built
 * from them): enough to generate values of the right shape for every operation.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Letters of a Turkish form, digits and a space: what most fields hold. */
const formUnit = fc.constantFrom(
  ...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ0123456789 ',
);

const textUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: formUnit },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  // Long strings come from the hostile values; shape-valid ones stay short and readable.
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.pattern !== undefined) {
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return schema.maxLength === undefined
      ? matching
      : matching.filter((s) => s.length <= (schema.maxLength as number));
  }
  const text = fc.string({ unit: textUnit, minLength, maxLength });
  // Ids and counts are often sent as strings.
  const numeric = fc.nat({ max: 60 }).map(String);
  return maxLength >= 2 && minLength <= 1
    ? fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: numeric })
    : text;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000_000;
  let max = schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000_000_000;
  if (schema.exclusiveMinimum !== undefined) min += integer ? 1 : Number.EPSILON;
  if (schema.exclusiveMaximum !== undefined) max -= integer ? 1 : Number.EPSILON;
  if (max < min) max = min;
  if (integer) {
    const small = fc.integer({
      min: Math.max(min, 0),
      max: Math.max(Math.min(max, 60), Math.max(min, 0)),
    });
    return fc.oneof(small, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = schemaArbitrary(property, depth + 1);
  }
  // Required keys the schema does not describe get any small value.
  for (const key of required) model[key] ??= fc.jsonValue({ maxDepth: 1 });
  return fc.record(model, { requiredKeys: required.filter((key) => key in model) }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

function merged(schemas: JsonSchema[]): JsonSchema {
  const out: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const part of schemas) {
    Object.assign(out.properties as object, part.properties ?? {});
    (out.required as string[]).push(...(part.required ?? []));
  }
  return out;
}

/** Values of the shape `schema` describes (not always valid: patterns and limits may be missed). */
export function schemaArbitrary(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const plain = shapeArbitrary(schema, depth);
  return schema.nullable === true ? fc.option(plain, { nil: null, freq: 5 }) : plain;
}

function shapeArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((part) => schemaArbitrary(part, depth)));
  }
  if (schema.allOf !== undefined && schema.allOf.length > 0) {
    return schemaArbitrary(merged(schema.allOf), depth);
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    return fc.oneof(...type.map((t) => schemaArbitrary({ ...schema, type: t }, depth)));
  }
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      const items =
        schema.items === undefined
          ? fc.jsonValue({ maxDepth: 1 })
          : schemaArbitrary(schema.items, depth + 1);
      return fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return depth > 12 ? fc.constant({}) : objectArbitrary(schema, depth);
    default:
      // `{}` accepts anything: send something plausible.
      return schema.properties === undefined
        ? fc.jsonValue({ maxDepth: 2 })
        : objectArbitrary(schema, depth);
  }
}
