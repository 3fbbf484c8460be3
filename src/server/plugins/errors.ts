import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '../../shared/api-types';
import { isDatabaseBusy } from '../db/database-busy';
import { HttpError } from '../http-error';

/** Every failure leaves as `{message, code?, fields?}` with a real status; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message, code: error.code, fields: error.fields, ...error.details };
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      return reply.status(400).send({ message: `Invalid request: ${error.message}`, code: 'VALIDATION_FAILED' } satisfies ApiError);
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'The service is busy. Please try again in a moment.', code: 'DATABASE_BUSY' } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: `Something went wrong on our side. Please try again later. (Reference: ${request.id})`,
      code: 'INTERNAL_ERROR',
    } satisfies ApiError);
  });
}
