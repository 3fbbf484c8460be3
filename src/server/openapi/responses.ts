import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AnySchema } from 'yup';
import { apiErrorSchema } from '../../shared/responses/shape';

/** A route's declared answers: a yup schema per status, or a file answer (fileReply). */
export type ResponseSchemas = Record<string, AnySchema | FileReply>;

const BINARY = { type: 'string', format: 'binary' } as const;

/** A non-JSON answer by content type; an answer that may also be JSON gives that content type its yup schema. */
export interface FileReply {
  description: string;
  content: Record<string, { schema: typeof BINARY | AnySchema }>;
}

/** The error answer (`{message, code?, fields?}`) for each of these statuses. */
export const errors = (...statuses: number[]): ResponseSchemas => Object.fromEntries(statuses.map((status) => [String(status), apiErrorSchema]));

/** A download (PDF, CSV, image): its content type, never JSON. */
export function fileReply(description: string, contentTypes: string[], json?: AnySchema): FileReply {
  const content: FileReply['content'] = Object.fromEntries(contentTypes.map((type) => [type, { schema: BINARY }]));
  if (json) content['application/json'] = { schema: json };
  return { description, content };
}

export const isFileReply = (value: unknown): value is FileReply => typeof value === 'object' && value !== null && 'content' in value;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures every route of a kind can answer, so no route has to list them: a request schema
 * refuses bad input (400); a body that is too large or not JSON is refused by Fastify (413, 415);
 * a signed-in route needs a session (401), an admin one an administrator (403); and any route may
 * meet a failure on our side or a busy database (5XX).
 */
function commonErrors(route: RouteOptions): number[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const access = route.config?.access;
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if ([route.method].flat().some((method) => BODY_METHODS.has(method))) statuses.push(400, 413, 415);
  if (access === 'user' || access === 'admin') statuses.push(401);
  if (access === 'admin') statuses.push(403);
  return statuses;
}

/**
 * Every API route (one with `config.access`) declares its answers in `schema.response`; a route
 * without them stops start-up, as one without an access level does. The common failures are added
 * here. Fastify is told to serialize with plain JSON.stringify: fast-json-stringify would drop any
 * field a schema does not list, and these schemas document the answers rather than shape them.
 */
export function registerResponseSchemas(app: FastifyInstance): void {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const declared = schema.response as ResponseSchemas | undefined;
    if (!declared || !Object.keys(declared).some((status) => status.startsWith('2'))) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no success response (schema.response)`);
    }
    const response: ResponseSchemas = { ...errors(...commonErrors(route)), '5XX': apiErrorSchema, ...declared };
    route.schema = { ...schema, response };
  });
}

/** The OpenAPI response object of one declared answer. */
export function describeStatus(status: string, declared: AnySchema | FileReply): string {
  if (isFileReply(declared)) return declared.description;
  return STATUS_CODES[status] ?? (status === '5XX' ? 'Failure on our side (500) or a busy service (503)' : 'Response');
}
