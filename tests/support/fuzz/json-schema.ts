import fc from "fast-check";
import { z } from "zod";

/**
 * A small generator of values from the JSON Schema zod 4 writes for a route's schemas
 * (`z.toJSONSchema(schema, { io: "input" })`): the subset those schemas use (objects, records,
 * arrays, strings with lengths, patterns and date formats, bounded numbers, enums, constants,
 * unions, null). Values are meant to pass the schema most of the time, so that requests reach the
 * code behind validation; the hostile corpus mutates them afterwards.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** The JSON Schema of what a zod schema accepts as input (transforms and refinements left out). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const MAX_INT4 = 2_147_483_647;

/** What the generator knows of the database: ids that exist (the newest rows of each table). */
export interface GeneratorContext {
  ids: number[];
}

/**
 * Ids and counts: mostly small numbers (brands, events and sponsors are seeded from 1) or ids of
 * rows that exist, so that valid requests name real rows; sometimes anything in range and the
 * bounds themselves.
 */
function integerArbitrary(
  min: number,
  max: number,
  context: GeneratorContext,
): fc.Arbitrary<number> {
  const options: fc.WeightedArbitrary<number>[] = [
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  ];
  const [smallMin, smallMax] = [Math.max(min, 1), Math.min(max, 40)];
  if (smallMin <= smallMax) {
    options.push({ weight: 4, arbitrary: fc.integer({ min: smallMin, max: smallMax }) });
  }
  const known = context.ids.filter((id) => id >= min && id <= max);
  if (known.length > 0) options.push({ weight: 4, arbitrary: fc.constantFrom(...known) });
  return fc.oneof(...options);
}

const YEAR_RANGE = { min: new Date("1990-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z") };

function stringArbitrary(schema: JsonSchema, context: GeneratorContext): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 60;
  if (schema.format === "date") {
    return fc.date({ ...YEAR_RANGE, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === "date-time") {
    return fc.date({ ...YEAR_RANGE, noInvalidDate: true }).map((d) => d.toISOString());
  }
  if (schema.format === "email") return fc.emailAddress();
  if (schema.pattern === "^\\d{1,10}$") {
    return integerArbitrary(1, MAX_INT4, context).map(String);
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(maxLength, 40) })
      .filter((value) => value.length >= minLength && value.length <= maxLength);
  }
  const short = Math.max(minLength, Math.min(maxLength, 24));
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength, maxLength: short }) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: short, unit: "grapheme" }) },
    { weight: 1, arbitrary: fc.constant("x".repeat(Math.max(minLength, maxLength))) },
  );
}

function numberArbitrary(
  schema: JsonSchema,
  integer: boolean,
  context: GeneratorContext,
): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -MAX_INT4 - 2) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? MAX_INT4 + 1) - (integer ? 1 : 0);
  if (integer) {
    const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
    const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
    return integerArbitrary(Math.ceil(lo), Math.floor(hi), context);
  }
  const lo = Math.ceil(Math.max(min, 0));
  const hi = Math.floor(Math.min(max, 1_000_000));
  const double = fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((value) => Math.min(max, Math.max(min, Math.round(value * 100) / 100)));
  return lo <= hi ? fc.oneof(fc.integer({ min: lo, max: hi }), double) : double;
}

function objectArbitrary(
  schema: JsonSchema,
  context: GeneratorContext,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0 && typeof schema.additionalProperties === "object") {
    const key = schema.propertyNames
      ? arbitraryOf(schema.propertyNames, context)
      : fc.string({ maxLength: 12 });
    const value = arbitraryOf(schema.additionalProperties, context);
    return fc.dictionary(key as fc.Arbitrary<string>, value, {
      maxKeys: 4,
    });
  }
  if (keys.length === 0) {
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 3,
    });
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = arbitraryOf(properties[key]!, context);
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

/** A fast-check arbitrary of values of this JSON Schema. */
export function arbitraryOf(
  schema: JsonSchema | boolean | undefined,
  context: GeneratorContext = { ids: [] },
): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return fc.jsonValue({ maxDepth: 2 });
  if (schema === false) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((option) => arbitraryOf(option, context)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], context);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, context)));
  }
  switch (schema.type) {
    case "object":
      return objectArbitrary(schema, context);
    case "array":
      return fc.array(arbitraryOf(schema.items, context), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case "string":
      return stringArbitrary(schema, context);
    case "integer":
      return numberArbitrary(schema, true, context);
    case "number":
      return numberArbitrary(schema, false, context);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
