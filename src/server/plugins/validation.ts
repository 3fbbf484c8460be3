import type { FastifyInstance } from 'fastify';
import { isSchema, ValidationError, type AnySchema } from 'yup';
import { HttpError } from '../http-error';

/** Turns yup's errors into the API's `{message, code, fields}`: one message per field. */
export function toValidationHttpError(error: ValidationError): HttpError {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = inner.path || '_';
    fields[key] ??= inner.message;
  }
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new HttpError(400, first, 'VALIDATION_FAILED', fields);
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
        return { value: yupSchema.validateSync(data ?? {}, { abortEarly: false }) };
      } catch (error) {
        if (error instanceof ValidationError) return { error: toValidationHttpError(error) };
        throw error;
      }
    };
  });
}
