import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { isSchema } from 'yup';
import { describeStatus, isFileReply, registerResponseSchemas, type ResponseSchemas } from '../openapi/responses';
import { yupToJsonSchema } from '../openapi/yup-to-json-schema';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The OpenAPI document is generated from the routes themselves: their yup schemas (converted to
 * JSON Schema), their declared answers and their access level. Served at /api/docs (UI) and /api/docs/json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  registerResponseSchemas(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Halal Invest API', version: '1.0.0', description: 'Errors are `{message, code?, fields?}` with a real HTTP status.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url, route }) => {
      const converted: Record<string, unknown> = {};
      for (const part of PARTS) {
        const json = yupToJsonSchema((schema as Record<string, unknown> | undefined)?.[part]);
        if (json) converted[part] = json;
      }
      const declared = (schema as { response?: ResponseSchemas } | undefined)?.response;
      if (declared) converted.response = Object.fromEntries(Object.entries(declared).map(([status, answer]) => [status, documentAnswer(status, answer)]));
      const access = route.config?.access ?? 'public';
      return {
        url,
        schema: {
          ...converted,
          ...(schema?.hide ? { hide: true } : {}),
          tags: [url.split('/')[2] ?? 'api'],
          description: `Access: ${access}`,
          ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
        } as FastifySchema,
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

function documentAnswer(status: string, answer: ResponseSchemas[string]): unknown {
  if (isFileReply(answer)) {
    const content = Object.entries(answer.content).map(([type, { schema }]): [string, { schema: unknown }] => [
      type,
      { schema: isSchema(schema) ? yupToJsonSchema(schema) : schema },
    ]);
    return { description: answer.description, content: Object.fromEntries(content) };
  }
  return { ...yupToJsonSchema(answer), description: describeStatus(status, answer) };
}
