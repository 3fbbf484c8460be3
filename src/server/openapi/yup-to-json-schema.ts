import { isSchema, type AnySchema, type SchemaDescription } from 'yup';
import type { JsonSchemaMeta } from '../../shared/responses/shape';
import { conditionalBranches } from './conditional-fields';

export type JsonSchema = Record<string, unknown>;

type Description = SchemaDescription & {
  fields?: Record<string, Description>;
  innerType?: Description;
};

function numberBounds(tests: Description['tests']): JsonSchema {
  const out: JsonSchema = {};
  for (const test of tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    if (test.name === 'integer') out.type = 'integer';
    if (test.name === 'min' && typeof params.min === 'number') out.minimum = params.min;
    if (test.name === 'min' && typeof params.more === 'number') out.exclusiveMinimum = params.more;
    if (test.name === 'max' && typeof params.max === 'number') out.maximum = params.max;
    if (test.name === 'max' && typeof params.less === 'number') out.exclusiveMaximum = params.less;
    // Money (src/shared/schemas/fields.ts): at most two decimals.
    if (test.name === 'two-decimals') out.multipleOf = 0.01;
  }
  return out;
}

function lengthBounds(tests: Description['tests'], prefix: 'Length' | 'Items'): JsonSchema {
  const out: JsonSchema = {};
  for (const test of tests) {
    const params = (test.params ?? {}) as Record<string, unknown>;
    if (test.name === 'min' && typeof params.min === 'number') out[`min${prefix}`] = params.min;
    if (test.name === 'max' && typeof params.max === 'number') out[`max${prefix}`] = params.max;
    if (test.name === 'length' && typeof params.length === 'number') {
      out[`min${prefix}`] = params.length;
      out[`max${prefix}`] = params.length;
    }
    if (prefix === 'Length' && test.name === 'email') out.format = 'email';
    if (prefix === 'Length' && test.name === 'matches' && params.regex instanceof RegExp) out.pattern = params.regex.source;
  }
  return out;
}

/** Tests this converter turns into JSON Schema keywords; any other is a custom rule, listed under `x-tests`. */
// 'required' (no empty text) is `required` in the object, 'trim' a cast: neither is a rule of its own.
const KNOWN_TESTS = new Set(['min', 'max', 'length', 'email', 'matches', 'integer', 'two-decimals', 'noUnknown', 'one-of-shapes', 'required', 'trim']);

function customTests(description: Description): JsonSchema {
  const custom = description.tests.map((test) => test.name).filter((name): name is string => name !== undefined && !KNOWN_TESTS.has(name));
  return custom.length > 0 ? { 'x-tests': custom } : {};
}

function convert(description: Description): JsonSchema {
  const meta = (description.meta ?? {}) as JsonSchemaMeta;
  let schema: JsonSchema;
  if (meta.oneOf) return withCommon({ oneOf: meta.oneOf.map((shape) => convert(shape.describe() as Description)) }, description);
  if (meta.jsonSchema) return withCommon({ ...meta.jsonSchema }, description);
  switch (description.type) {
    case 'string':
      schema = { type: 'string', ...lengthBounds(description.tests, 'Length') };
      break;
    case 'number':
      schema = { type: 'number', ...numberBounds(description.tests) };
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'date':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'array':
      schema = { type: 'array', ...(description.innerType ? { items: convert(description.innerType) } : {}), ...lengthBounds(description.tests, 'Items') };
      break;
    case 'object': {
      const fields = description.fields ?? {};
      const required = Object.entries(fields)
        .filter(([, field]) => !field.optional)
        .map(([name]) => name);
      schema = {
        type: 'object',
        properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, convert(field)])),
        ...(required.length > 0 ? { required } : {}),
        ...(description.tests.some((t) => t.name === 'noUnknown') ? { additionalProperties: false } : {}),
      };
      break;
    }
    default:
      schema = {};
  }
  const allowed = description.oneOf.filter((value) => value !== undefined && value !== null);
  if (allowed.length > 0) schema.enum = description.nullable ? [...allowed, null] : allowed;
  return withCommon({ ...schema, ...customTests(description) }, description);
}

function withCommon(schema: JsonSchema, description: Description): JsonSchema {
  if (description.nullable && typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  if (description.nullable && Array.isArray(schema.oneOf)) schema.oneOf = [...(schema.oneOf as JsonSchema[]), { type: 'null' }];
  if (description.label) schema.title = description.label;
  return schema;
}

/** The OpenAPI view of a route's yup schema: documentation only; yup still does the checking. */
export function yupToJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!isSchema(schema)) return undefined;
  const json = convert((schema as AnySchema).describe() as Description);
  const fields = (schema as { fields?: Record<string, AnySchema> }).fields;
  const branches = fields ? conditionalBranches(fields, (description) => convert(description as Description)) : [];
  return branches.length > 0 ? { ...json, 'x-when': branches } : json;
}
