import type { FastifyInstance } from 'fastify';
import { isSchema, ValidationError, type AnySchema } from 'yup';
import { HttpError } from '../http-error';

const TYPE_WORDS: Record<string, string> = { string: 'text', number: 'a number', boolean: 'true or false', array: 'a list', object: 'an object' };

/**
 * yup's own type message ("x must be a `string` type, but the final value was: `…`") names a
 * JavaScript type and echoes the value sent, however large; a field without a message of its own
 * gets a plain one instead.
 */
function clearMessage(error: ValidationError): string {
  if (error.type !== 'typeError' || !/must be a `\w+` type/.test(error.message)) return shortened(error.message);
  const expected = TYPE_WORDS[String(error.params?.type)];
  if (!error.path) return expected === 'an object' ? 'The request body must be a JSON object.' : 'The request is not valid.';
  return `${error.path} must be ${expected ?? 'of another type'}.`;
}

/** A message naming what was sent (an unknown field) stays readable however long that was. */
const shortened = (message: string) => (message.length > 200 ? `${message.slice(0, 199)}…` : message);

/** The path of the first string holding a NUL character, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (the insert fails), and no form can type one: it is
 * refused in every valid request, whatever the route, instead of failing in the database.
 */
function refuseNul(value: unknown): HttpError | null {
  const path = nulPath(value, '');
  if (path === null) return null;
  const message = `${path || 'The request'} contains a character that is not allowed (NUL).`;
  return new HttpError(400, message, 'VALIDATION_FAILED', { [path || '_']: message });
}

/** Turns yup's errors into the API's `{message, code, fields}`: one message per field. */
export function toValidationHttpError(error: ValidationError): HttpError {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = inner.path || '_';
    fields[key] ??= clearMessage(inner);
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new HttpError(400, first, 'VALIDATION_FAILED', fields);
}

const ITEM_WORDS: Record<string, string> = { string: 'text', number: 'numbers' };

/**
 * A transform that throws (yup's lower-casing or trimming meeting an object, or its text coercion
 * an object whose toString is not a function) names no field: find the field whose value did it.
 */
function castFailure(schema: AnySchema, data: unknown): HttpError {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return new HttpError(400, 'The request body must be a JSON object.', 'VALIDATION_FAILED');
  const fields: Record<string, AnySchema> = (schema as { fields?: Record<string, AnySchema> }).fields ?? {};
  for (const [name, field] of Object.entries(fields)) {
    try {
      field.cast((data as Record<string, unknown>)[name], { assert: false, parent: data });
    } catch {
      const inner = (field as { innerType?: AnySchema }).innerType;
      const expected = field.type === 'array' ? `a list of ${ITEM_WORDS[inner?.type ?? ''] ?? 'values'}` : (TYPE_WORDS[field.type] ?? 'of another type');
      const message = `${name} must be ${expected}.`;
      return new HttpError(400, message, 'VALIDATION_FAILED', { [name]: message });
    }
  }
  return new HttpError(400, 'The request is not valid.', 'VALIDATION_FAILED');
}

/**
 * Route schemas are the yup schemas from src/shared, so the client's forms and the server check
 * exactly the same rules. Unknown properties are refused by the schemas (`.noUnknown()`).
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isSchema(schema)) throw new Error('Route schemas must be yup schemas');
    const yupSchema = schema as AnySchema;
    return (data: unknown) => {
      try {
        // yup 1.x strips unknown keys while casting when a schema says .noUnknown(), so its
        // noUnknown test never sees them; stripUnknown: false keeps them and lets the test refuse them.
        const value: unknown = yupSchema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: false });
        const nul = refuseNul(value);
        return nul ? { error: nul } : { value };
      } catch (error) {
        if (error instanceof ValidationError) return { error: toValidationHttpError(error) };
        // A cast that throws (a transform meeting a value of the wrong type) is still bad input.
        return { error: castFailure(yupSchema, data) };
      }
    };
  });
}
