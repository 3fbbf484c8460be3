import type { JsonSchema } from './bad-values';

export type Access = 'public' | 'user' | 'admin';

export interface Param {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One documented operation of GET /api/docs/json, in the shape the bad-input corpus needs. */
export interface Operation {
  /** 'PUT /api/project/{id}' */
  key: string;
  method: string;
  /** The documented path, with {placeholders}. */
  path: string;
  access: Access;
  pathParams: Param[];
  queryParams: Param[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface DocOperation {
  description?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

export function readOperations(doc: { paths: Record<string, Record<string, DocOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const access = /^Access: (public|user|admin)$/.exec(op.description ?? '')?.[1];
      if (!access) throw new Error(`${method} ${path} documents no access level`);
      const params = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        access: access as Access,
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}
