import * as yup from 'yup';

/**
 * Building blocks of the response schemas. A response is described once, in yup, next
 * to its DTO: /api/docs lists it (converted to JSON Schema) and the server tests check every JSON
 * answer against it. Fastify never serializes with them (plugins/openapi.ts keeps JSON.stringify),
 * so a field missing here is a failing test, never a field silently dropped from an answer.
 */

/** `meta` keys the JSON Schema converter (server/openapi/yup-to-json-schema.ts) reads. */
export interface JsonSchemaMeta {
  /** The value is one of these shapes (yup has no union type). */
  oneOf?: yup.AnySchema[];
  /** The JSON Schema of a value yup cannot describe (a map of strings). */
  jsonSchema?: Record<string, unknown>;
}

/** A field every answer carries, as `undefined` never is JSON; `.required()` would refuse ''. */
export const text = () => yup.string().defined();
export const textOrNull = () => yup.string().nullable().defined();
export const num = () => yup.number().defined();
export const numOrNull = () => yup.number().nullable().defined();
export const flag = () => yup.boolean().defined();
export const oneOfText = <T extends string>(values: readonly T[]) =>
  yup
    .string<T>()
    .oneOf([...values])
    .defined();
export const listOf = <T>(item: yup.ISchema<T>) => yup.array(item).defined();

/** An answer object: fields it does not list are a mismatch (additionalProperties: false). */
export const shape = <F extends yup.ObjectShape>(fields: F) => yup.object(fields).noUnknown().defined();

/** Any JSON value (an audit event's before/after). */
export const anyJson = () => yup.mixed().nullable();

/** `{[name]: text}`, as the error answer's `fields`. */
export const textMap = () => yup.mixed<Record<string, string>>().meta({ jsonSchema: { type: 'object', additionalProperties: { type: 'string' } } } satisfies JsonSchemaMeta);

/** One of several shapes (a sign-in answers a session or a two-factor challenge). */
export const oneOfShapes = <T extends NonNullable<unknown>>(...schemas: yup.AnySchema[]) =>
  yup
    .mixed<T>()
    .meta({ oneOf: schemas } satisfies JsonSchemaMeta)
    .test('one-of-shapes', 'The value matches none of the shapes.', (value) => value === undefined || schemas.some((schema) => schema.isValidSync(value, { strict: true })))
    .defined();

/** Every failure: `{message, code?, fields?}` with a real HTTP status (plugins/errors.ts). */
export const apiErrorSchema = shape({ message: text(), code: yup.string(), fields: textMap() }).label('ApiError');

/** An error that adds figures of its own (HttpError details), e.g. an investment refusal's `missing`. */
export const apiErrorWith = (extra: yup.ObjectShape, label: string) => apiErrorSchema.shape(extra).label(label);

export const messageResponseSchema = shape({ message: text() }).label('MessageResponse');
