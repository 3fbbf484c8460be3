/** The corpus parts that span operations: undocumented methods, random multi-fault bodies, the sample. */
import { fieldFaults, fillPath, isFreeText, JSON_HEADERS, MASS_ASSIGNMENT, type CorpusRequest, type CorpusWorld } from './bad-input-corpus';
import { hostileButValidText, intBetween, isNullable, pick, type BadValue, type JsonSchema, type Rng } from './bad-values';
import type { Operation } from './openapi-operations';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/**
 * Every documented path called with the methods it does not document (a 404, or a 400 where the
 * path fits another route's pattern: PUT /api/project/list is PUT /api/project/{id}). This
 * is the only bad input an operation without parameters, query or body can get, so such requests
 * count for the path's first operation.
 */
export function methodCorpus(ops: Operation[], world: CorpusWorld): CorpusRequest[] {
  const byPath = new Map<string, Operation[]>();
  for (const op of ops) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  return [...byPath.values()].flatMap((pathOps) => {
    const first = pathOps[0] as Operation;
    const documented = new Set(pathOps.map((op) => op.method));
    const url = first.pathParams.length > 0 ? (world.targetPaths[first.key] ?? first.path) : first.path;
    return METHODS.filter((method) => !documented.has(method)).map((method) => ({
      op: first.key,
      kind: 'method',
      label: `${method} instead of ${[...documented].join('/')}`,
      method,
      url,
      as: 'admin' as const,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}', headers: JSON_HEADERS }),
    }));
  });
}

/**
 * Random multi-fault bodies (the seeded fuzzing part): one to three fields broken at once, other
 * free-text fields filled with hostile but valid text, sometimes an unknown field on top.
 */
export function comboCorpus(ops: Operation[], world: CorpusWorld, rng: Rng, count: number): CorpusRequest[] {
  // A body without fields (POST /api/project/{id}/complete takes {}) has nothing to break here.
  const candidates = ops.filter((op) => op.body && Object.keys(op.body.properties ?? {}).length > 0 && !world.anonymousOnly.includes(op.key));
  const faultsByOp = new Map(candidates.map((op) => [op.key, fieldFaults(op.body as JsonSchema, world.validBodies[op.key] ?? {}, rng)]));
  const out: CorpusRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const op = pick(rng, candidates);
    const schema = op.body as JsonSchema;
    const body: Record<string, unknown> = { ...world.validBodies[op.key] };
    const faults = [...(faultsByOp.get(op.key) ?? new Map<string, BadValue[]>())].filter(([, values]) => values.length > 0);
    const broken = new Set<string>();
    const labels: string[] = [];
    for (let n = intBetween(rng, 1, Math.min(3, faults.length)); broken.size < n;) {
      const [name, values] = pick(rng, faults);
      if (broken.has(name)) continue;
      const bad = pick(rng, values);
      broken.add(name);
      body[name] = bad.value;
      labels.push(`${name}: ${bad.label}`);
    }
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (broken.has(name) || !isFreeText(field) || rng() < 0.5) continue;
      const texts = hostileButValidText(field, rng);
      if (texts.length > 0) body[name] = pick(rng, texts);
    }
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      // A nullable field left out or null is still valid; dropping it adds variety without making the body valid.
      if (!broken.has(name) && isNullable(field) && rng() < 0.2) body[name] = null;
    }
    if (rng() < 0.3) {
      const [name, value] = pick(
        rng,
        Object.entries(MASS_ASSIGNMENT).filter(([key]) => !(key in (schema.properties ?? {}))),
      );
      body[name] = value;
      broken.add('_');
      labels.push(`unknown ${name.slice(0, 20)}`);
    }
    const query = world.validQueries[op.key];
    const path = fillPath(op, world);
    out.push({
      op: op.key,
      kind: 'combo',
      label: labels.join(', '),
      method: op.method,
      url: query ? `${path}?${query}` : path,
      as: op.access === 'public' ? 'anonymous' : op.access === 'user' && rng() < 0.5 ? 'investor' : 'admin',
      payload: JSON.stringify(body),
      headers: JSON_HEADERS,
      status: 400,
      fields: [...broken],
    });
  }
  return out;
}

/** A deterministic, stratified sample: a share of every (operation, kind) group, at least one of each. */
export function sampleCorpus(requests: CorpusRequest[], rng: Rng, share: number): CorpusRequest[] {
  const groups = new Map<string, CorpusRequest[]>();
  for (const request of requests) {
    const key = `${request.op}|${request.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  return [...groups.values()].flatMap((group) => {
    const wanted = Math.max(1, Math.round(group.length * share));
    const chosen = new Set<number>();
    while (chosen.size < wanted) chosen.add(Math.floor(rng() * group.length));
    return [...chosen].sort((a, b) => a - b).map((index) => group[index] as CorpusRequest);
  });
}
