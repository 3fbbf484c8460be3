import { hostileButValidText, intBetween, invalidQueryValues, invalidValues, schemaType, type BadValue, type JsonSchema, type Rng } from './bad-values';
import { branchCorpus } from './bad-input-branches';
import type { Operation } from './openapi-operations';

export type Sender = 'admin' | 'investor' | 'anonymous';

/** One request of the corpus: every one must be refused (a 4xx with a message), unless `sanitized` says otherwise. */
export interface CorpusRequest {
  /** The operation it targets ('PUT /api/project/{id}'). */
  op: string;
  /** The family of the fault, for sampling and reports: body, missing, extra, proto, raw, query, path, auth, carrier, combo, state, upload. */
  kind: string;
  /** What is wrong, for the failure report. */
  label: string;
  method: string;
  url: string;
  as: Sender;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The exact status, where the fault decides it (unknown fields: 400; an investor on an admin route: 403). */
  status?: number;
  /** The broken fields, of which the answer's `fields` must name at least one ('_': an unknown field; alone, it must be the only complaint). */
  fields?: string[];
  /** A hostile image the upload accepts only re-encoded: the stored file must not carry this marker. */
  sanitized?: string;
}

/** What the generator needs from the seeded database (bad-input-world.ts). */
export interface CorpusWorld {
  /** A valid JSON body per operation that takes one: each variant breaks one thing in it. */
  validBodies: Record<string, Record<string, unknown>>;
  /** For operations with path parameters: the real row a valid request would act on. */
  targetPaths: Record<string, string>;
  /** A valid query string (without '?') per operation whose query has required or signed parts. */
  validQueries: Record<string, string>;
  /** A valid multipart body per operation that takes one. */
  multipartBodies: Record<string, { payload: Buffer; headers: Record<string, string> }>;
  /** The kind of row each `{id}` path names, and the real ids by kind: an id of another kind is foreign. */
  pathIdKinds: Record<string, string>;
  idsByKind: Record<string, string[]>;
  /** Operations whose query accepts unknown parameters (a signed link may carry extra ones). */
  openQueries: string[];
  /** Operations only sent without a valid session: with one they would act (logout ends it). */
  anonymousOnly: string[];
}

export const JSON_HEADERS = { 'content-type': 'application/json' };

/** Fields no client may set through a route not made for them (SECURITY.md 8), with plausible values. */
export const MASS_ASSIGNMENT: Record<string, unknown> = {
  role: 'admin',
  isVerified: true,
  is_verified: 1,
  isActive: true,
  status: 'approved',
  raisedAmount: 1e9,
  raised_amount: 1e11,
  totalInvestment: 1e9,
  total_investment: 1e11,
  totalProfit: 5e8,
  totalLoss: 0,
  id: 'ffffffffffffffffffffffff',
  _id: 'ffffffffffffffffffffffff',
  userId: 'ffffffffffffffffffffffff',
  user_id: 'ffffffffffffffffffffffff',
  passwordHash: 'x',
  password_hash: 'x',
  reviewedBy: 'ffffffffffffffffffffffff',
  createdAt: '2000-01-01T00:00:00.000Z',
  archivedAt: null,
  ['x'.repeat(300)]: 1,
};

/** Texts that are not a 24-hex id whatever decoding or trimming happens to them (URL-encoded as sent). */
const MALFORMED_IDS = [
  'abc',
  '0123456789abcdef0123456',
  '0123456789abcdef012345678',
  '0123456789ABCDEF01234567',
  '%00',
  '0123456789abcdef0123456%00',
  '%20123456789abcdef01234567',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '-1',
  '1e300',
  '0x1f',
  '%F0%9F%98%80',
  '%E2%80%AE0123456789abcdef01234567',
  '%D9%A1%D9%A2%D9%A3',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  'a'.repeat(101),
  '%',
  '%zz',
];
const BAD_PRIVATE_KEYS = [
  '..%2F..%2Fetc%2Fpasswd',
  '../../../etc/passwd',
  '%2e%2e/%2e%2e/config.json',
  'x',
  '%00',
  'ffffffffffffffffffffffff/ffffffffffffffffffffffff.png',
  'ffffffffffffffffffffffff/ffffffffffffffffffffffff.svg',
  '%F0%9F%98%80/%E2%80%AE.png',
  '__proto__/constructor.png',
  'a'.repeat(300),
];
const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer short',
  `Bearer ${'a'.repeat(43)}`,
  `Bearer ${'a'.repeat(5000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer',
  `Token ${'b'.repeat(43)}`,
  'Bearer ../../etc/passwd',
];
const UNKNOWN_QUERY = [
  'role=admin',
  '__proto__[role]=admin',
  'constructor[prototype][role]=admin',
  '__proto__=1',
  'isVerified=true',
  'hasOwnProperty=1',
  'toString=x',
  'userId=ffffffffffffffffffffffff',
];

/** The whole-body faults every JSON operation gets: not an object, not JSON, not UTF-8, the wrong media type, too large. */
function rawBodies(base: Record<string, unknown>, schema: JsonSchema): Array<{ label: string; payload: string | Buffer; headers: Record<string, string> }> {
  const json = JSON.stringify(base);
  const inner = json.slice(1);
  const bodies: Array<{ label: string; payload: string | Buffer; headers?: Record<string, string> }> = [
    { label: 'JSON null', payload: 'null' },
    { label: 'JSON array', payload: '[]' },
    { label: 'JSON array of the body', payload: `[${json}]` },
    { label: 'JSON string', payload: '"text"' },
    { label: 'JSON number', payload: '123' },
    { label: 'JSON true', payload: 'true' },
    { label: 'empty body', payload: '' },
    { label: 'unclosed object', payload: json.slice(0, -1) },
    { label: 'trailing garbage', payload: `${json}xyz` },
    { label: 'single quotes', payload: json.replace(/"/g, "'") },
    { label: 'NaN literal', payload: `{"x":NaN,${inner}` },
    { label: 'comment', payload: `/* c */${json}` },
    { label: 'deep nesting', payload: '['.repeat(50_000) + ']'.repeat(50_000) },
    { label: 'deep object nesting', payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000) },
    { label: 'invalid UTF-8', payload: Buffer.concat([Buffer.from('{"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(`":1,${inner}`)]) },
    { label: 'UTF-16 body', payload: Buffer.from(json, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
    { label: 'text/plain', payload: json, headers: { 'content-type': 'text/plain' } },
    { label: 'form-urlencoded', payload: 'role=admin&x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'multipart', payload: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    { label: 'XML', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>', headers: { 'content-type': 'application/xml' } },
    { label: 'no content type', payload: json, headers: {} },
    { label: 'over the 1 MB body limit', payload: JSON.stringify({ ...base, padding: 'x'.repeat(1_100_000) }) },
    { label: '__proto__ key', payload: `{"__proto__":{"role":"admin","isVerified":true},${inner}` },
    { label: 'constructor.prototype key', payload: `{"constructor":{"prototype":{"role":"admin"}},${inner}` },
    { label: 'nested __proto__', payload: `{"a":[{"__proto__":{"polluted":1}}],${inner}` },
    { label: 'escaped __proto__ key', payload: `{"\\u005f_proto__":{"role":"admin"},${inner}` },
  ];
  if ((schema.required ?? []).length > 0) bodies.push({ label: 'empty object', payload: '{}' });
  // With a valid body of {} (POST /api/project/{id}/complete), 'single quotes' leaves it unchanged: no fault.
  return bodies.filter((body) => body.headers || body.payload !== json).map((body) => ({ ...body, headers: body.headers ?? JSON_HEADERS }));
}

export const isFreeText = (schema: JsonSchema) => schemaType(schema) === 'string' && !schema.pattern && !schema.enum && !schema.format;

/** The invalid values of every field of a body schema, by field. */
export function fieldFaults(schema: JsonSchema, base: Record<string, unknown>, rng: Rng): Map<string, BadValue[]> {
  const required = new Set(schema.required ?? []);
  const faults = new Map<string, BadValue[]>();
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    faults.set(name, invalidValues(field, { required: required.has(name), example: base[name], rng }));
  }
  return faults;
}

/** Replaces `{name}` placeholders with `values`, or the target path when none is given. */
export function fillPath(op: Operation, world: CorpusWorld, values: Record<string, string> = {}): string {
  if (op.pathParams.length === 0) return op.path;
  if (Object.keys(values).length === 0) {
    const target = world.targetPaths[op.key];
    if (!target) throw new Error(`bad-input-world.ts gives no target path for ${op.key}`);
    return target;
  }
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
}

const hex24 = (rng: Rng) => Array.from({ length: 24 }, () => '0123456789abcdef'[intBetween(rng, 0, 15)]).join('');

/**
 * The single-fault corpus of one operation, derived from its documentation: each request breaks
 * exactly one thing of an otherwise valid request (a field, the body, the query, the path, the session).
 */
export function operationCorpus(op: Operation, world: CorpusWorld, rng: Rng): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  const base = op.body ? world.validBodies[op.key] : undefined;
  if (op.body && !base) throw new Error(`bad-input-world.ts gives no valid body for ${op.key}`);
  if (op.body && op.body.additionalProperties !== false) throw new Error(`${op.key}: the body schema must refuse unknown fields (SECURITY.md 8)`);
  const multipart = world.multipartBodies[op.key];
  const query = world.validQueries[op.key];
  const validBody = base ? { payload: JSON.stringify(base), headers: JSON_HEADERS } : multipart ? { payload: multipart.payload, headers: multipart.headers } : {};
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  // An id of the operation's own kind could name a real row: only ids of other kinds are foreign.
  if (op.pathParams.some((p) => p.name === 'id') && !world.pathIdKinds[op.path]) throw new Error(`bad-input-world.ts names no row kind for ${op.path}`);
  const sender = (): Sender => (op.access === 'public' ? 'anonymous' : op.access === 'user' && rng() < 0.5 ? 'investor' : 'admin');
  const add = (request: Omit<CorpusRequest, 'op' | 'method' | 'as'> & { as?: Sender }) => out.push({ op: op.key, method: op.method, as: request.as ?? sender(), ...request });

  // The session: none, malformed, unknown; an investor on an administrator's route.
  if (op.access !== 'public') {
    const url = withQuery(fillPath(op, world));
    add({ kind: 'auth', label: 'no session', url, as: 'anonymous', status: 401, ...validBody });
    for (const authorization of BAD_AUTHORIZATION) {
      add({
        kind: 'auth',
        label: `authorization ${authorization.slice(0, 30)}`,
        url,
        as: 'anonymous',
        status: 401,
        ...validBody,
        headers: { ...validBody.headers, authorization },
      });
    }
    if (op.access === 'admin') add({ kind: 'auth', label: 'investor on an admin route', url, as: 'investor', status: 403, ...validBody });
  }
  if (world.anonymousOnly.includes(op.key)) return out;

  // Path parameters: malformed, unknown, and ids of other kinds of row.
  for (const param of op.pathParams) {
    const values =
      param.name === '*'
        ? BAD_PRIVATE_KEYS
        : [
            ...MALFORMED_IDS,
            hex24(rng),
            hex24(rng),
            ...Object.entries(world.idsByKind)
              .filter(([kind]) => kind !== world.pathIdKinds[op.path])
              .flatMap(([, ids]) => ids),
          ];
    for (const value of values) {
      add({ kind: 'path', label: `${param.name} = ${value.slice(0, 40)}`, url: withQuery(fillPath(op, world, { [param.name]: value })), ...validBody });
    }
  }

  // Query parameters: each one broken, repeated, and unknown ones.
  const target = fillPath(op, world);
  const params = new URLSearchParams(query ?? '');
  for (const param of op.queryParams) {
    for (const bad of invalidQueryValues(param.schema)) {
      const broken = new URLSearchParams(params);
      broken.set(param.name, String(bad.value));
      add({ kind: 'query', label: `${param.name} = ${bad.label}`, url: `${target}?${broken.toString()}`, ...validBody });
    }
    const sample = params.get(param.name) ?? (param.schema.enum ? String(param.schema.enum[0]) : schemaType(param.schema) === 'string' ? 'x' : String(param.schema.minimum ?? 1));
    const repeated = new URLSearchParams(params);
    repeated.delete(param.name);
    repeated.append(param.name, sample);
    repeated.append(param.name, sample);
    add({ kind: 'query', label: `${param.name} repeated`, url: `${target}?${repeated.toString()}`, ...validBody });
  }
  if (op.queryParams.length > 0 && !world.openQueries.includes(op.key)) {
    // A probe the operation declares (GET /api/deposit takes an admin's userId filter) is no longer unknown: its bad values are tested above.
    const unknowns = UNKNOWN_QUERY.filter((unknown) => !op.queryParams.some((param) => unknown.startsWith(`${param.name}=`)));
    for (const unknown of unknowns) add({ kind: 'query', label: `unknown ${unknown}`, url: `${target}?${query ? `${query}&` : ''}${unknown}`, status: 400, ...validBody });
  }

  if (!op.body || !base) return out;
  const url = withQuery(target);
  const send = (kind: string, label: string, body: Record<string, unknown>, field: string) =>
    add({ kind, label, url, payload: JSON.stringify(body), headers: JSON_HEADERS, status: 400, fields: [field] });

  // Fields: each one missing, each invalid value, unknown fields.
  const faults = fieldFaults(op.body, base, rng);
  for (const name of op.body.required ?? []) {
    const { [name]: _dropped, ...rest } = base;
    send('missing', `${name} missing`, rest, name);
  }
  for (const [name, values] of faults) for (const bad of values) send('body', `${name}: ${bad.label}`, { ...base, [name]: bad.value }, name);
  for (const request of branchCorpus(op, base, url, rng)) add(request);
  for (const [name, value] of Object.entries(MASS_ASSIGNMENT)) {
    if (!(name in (op.body.properties ?? {}))) send('extra', `unknown field ${name.slice(0, 30)}`, { ...base, [name]: value }, '_');
  }
  for (const raw of rawBodies(base, op.body)) add({ kind: 'raw', label: raw.label, url, payload: raw.payload, headers: raw.headers });

  // Hostile but valid text in free-text fields rides to the database on a request that must then
  // fail there: the row it names does not exist.
  const idParam = op.pathParams.find((p) => p.name === 'id');
  if (idParam) {
    for (const [name, field] of Object.entries(op.body.properties ?? {})) {
      if (!isFreeText(field)) continue;
      for (const text of hostileButValidText(field, rng)) {
        // A 404, or a 400 where the server knows more rules than the document says (image URLs).
        add({
          kind: 'carrier',
          label: `${name} = ${JSON.stringify(text).slice(0, 30)} on an unknown id`,
          url: withQuery(fillPath(op, world, { id: hex24(rng) })),
          payload: JSON.stringify({ ...base, [name]: text }),
          headers: JSON_HEADERS,
        });
      }
    }
  }
  return out;
}
