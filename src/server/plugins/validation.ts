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
        // yup 1.x strips unknown keys while casting when a schema says .noUnknown(), so its
        // noUnknown test never sees them; stripUnknown: false keeps them and lets the test refuse them.
        return { value: yupSchema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: false }) };
      } catch (error) {
        if (error instanceof ValidationError) return { error: toValidationHttpError(error) };
        // A cast that throws (a transform meeting a value of the wrong type) is still bad input.
        return { error: new HttpError(400, 'The request is not valid.', 'VALIDATION_FAILED') };
      }
    };
  });
}
