import diagnostics from 'node:diagnostics_channel';
import zlib from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSchema, type AnySchema } from 'yup';
import { isFileReply, type ResponseSchemas } from '../../../src/server/openapi/responses';
import { yupToJsonSchema } from '../../../src/server/openapi/yup-to-json-schema';

/**
 * Test-only (issue 19): every answer an API route gives in the server tests is checked against the
 * response schemas the route declares, so the document at /api/docs cannot drift from what the
 * routes send. Mismatches are recorded, not thrown (a throwing hook would turn the answer into a
 * 500 and hide the cause); test-app.ts fails the test file's close() when there are any.
 */
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const compiled = new WeakMap<AnySchema, ValidateFunction>();
const mismatches: string[] = [];

function validatorOf(schema: AnySchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(yupToJsonSchema(schema) ?? {});
    compiled.set(schema, validate);
  }
  return validate;
}

function declaredFor(responses: ResponseSchemas, status: number): ResponseSchemas[string] | undefined {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

function payloadText(payload: unknown, encoding: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  if (encoding === 'br') return zlib.brotliDecompressSync(payload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(payload).toString('utf8');
  return payload.toString('utf8');
}

export function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const responses = (request.routeOptions.schema as { response?: ResponseSchemas } | undefined)?.response;
  if (!request.routeOptions.config.access || !responses) return;
  const status = reply.statusCode;
  // A conditional GET's 304 and a HEAD carry no body to check.
  if (status === 304 || request.method === 'HEAD') return;
  const where = `${request.method} ${request.routeOptions.url ?? request.url} ${status}`;
  const declared = declaredFor(responses, status);
  if (!declared) {
    mismatches.push(`${where}: the status is not declared`);
    return;
  }
  const mediaType =
    String(reply.getHeader('content-type') ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const schema = isFileReply(declared) ? declared.content[mediaType]?.schema : declared;
  if (!schema) {
    mismatches.push(`${where}: content type ${mediaType || '(none)'} is not declared`);
    return;
  }
  if (!isSchema(schema)) return;
  if (mediaType !== 'application/json') {
    mismatches.push(`${where}: declared JSON, sent ${mediaType || '(no content type)'}`);
    return;
  }
  const text = payloadText(payload, reply.getHeader('content-encoding'));
  if (text === null) return;
  const validate = validatorOf(schema as AnySchema);
  if (!validate(JSON.parse(text))) mismatches.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })} in ${text.slice(0, 300)}`);
}

/** The mismatches recorded so far, emptied. */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

const initialization = diagnostics.channel('fastify.initialization');
/** Every Fastify instance built while a test file runs gets the check before its routes are added. */
function onInitialization(message: unknown): void {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onSend', async (request, reply, payload) => {
    checkAnswer(request, reply, payload);
    return payload;
  });
}

let subscribed = false;
export function checkResponsesOfEveryApp(): void {
  if (subscribed) return;
  subscribed = true;
  initialization.subscribe(onInitialization);
  // Node's channels outlive a test file in a jest worker: the next file subscribes its own.
  afterAll(() => {
    initialization.unsubscribe(onInitialization);
  });
}
