import type { CorpusRequest } from './bad-input-corpus';
import { invalidValues, type JsonSchema, type Rng } from './bad-values';
import type { Operation } from './openapi-operations';

/** A `.when()` branch as the document lists it under a body's `x-when` (src/server/openapi/conditional-fields.ts). */
export interface DocumentedBranch {
  if: Record<string, unknown>;
  property: string;
  required: boolean;
  schema: JsonSchema;
}

export const branchesOf = (schema: JsonSchema | undefined): DocumentedBranch[] => (schema as { 'x-when'?: DocumentedBranch[] } | undefined)?.['x-when'] ?? [];

export const branchLabel = (branch: DocumentedBranch) =>
  `${Object.entries(branch.if)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(', ')}: ${branch.property}`;

/**
 * Conditional fields (issue 19): in each documented branch (the siblings set as the branch says,
 * null for "not given"), the field gets each value its branch refuses (missing where the branch
 * requires it). The answer must name the field: a request refused only for another reason fails.
 */
export function branchCorpus(op: Operation, base: Record<string, unknown>, url: string, rng: Rng): Array<Omit<CorpusRequest, 'as'>> {
  const out: Array<Omit<CorpusRequest, 'as'>> = [];
  for (const branch of branchesOf(op.body)) {
    const inBranch = { ...base, ...branch.if };
    const send = (label: string, body: Record<string, unknown>) =>
      out.push({
        op: op.key,
        method: op.method,
        kind: 'branch',
        label: `${branchLabel(branch)} ${label}`,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
        status: 400,
        fields: [branch.property],
      });
    if (branch.required) {
      const { [branch.property]: _dropped, ...rest } = inBranch;
      send('missing', rest);
    }
    for (const bad of invalidValues(branch.schema, { required: branch.required, example: base[branch.property], rng })) {
      send(bad.label, { ...inBranch, [branch.property]: bad.value });
    }
  }
  return out;
}
