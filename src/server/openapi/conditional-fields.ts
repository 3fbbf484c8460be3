import type { AnySchema, SchemaDescription } from 'yup';

type Describe = (description: SchemaDescription) => Record<string, unknown>;

/**
 * One `.when()` branch of a body field, as the document lists it under the object's `x-when`:
 * when the sibling fields hold `if` (null: not given), `property` follows `schema` (and must be
 * given when `required`). OpenAPI 3.0 has no if/then, so the branches are an extension; the
 * bad-input corpus reads them and sends a bad value in each.
 */
export interface ConditionalBranch {
  if: Record<string, unknown>;
  property: string;
  required: boolean;
  schema: Record<string, unknown>;
}

interface Conditional {
  conditions?: Array<{ refs: Array<{ key: string; isSibling: boolean }> }>;
}

/** The values worth trying for a sibling a condition reads: each value of its enum, or "not given". */
function candidates(sibling: AnySchema | undefined): unknown[] {
  const allowed = sibling ? [...(sibling.describe().oneOf ?? [])].filter((value) => value !== undefined && value !== null) : [];
  return allowed.length > 0 ? allowed : [null];
}

function combinations(keys: string[], fields: Record<string, AnySchema>): Array<Record<string, unknown>> {
  return keys.reduce<Array<Record<string, unknown>>>((combos, key) => combos.flatMap((combo) => candidates(fields[key]).map((value) => ({ ...combo, [key]: value }))), [{}]);
}

/** Every branch of the object's conditional fields that differs from the field as documented without one. */
export function conditionalBranches(fields: Record<string, AnySchema>, describe: Describe): ConditionalBranch[] {
  const branches: ConditionalBranch[] = [];
  for (const [property, field] of Object.entries(fields)) {
    const conditions = (field as unknown as Conditional).conditions ?? [];
    const keys = [...new Set(conditions.flatMap((condition) => condition.refs.filter((ref) => ref.isSibling).map((ref) => ref.key)))];
    if (keys.length === 0) continue;
    const plain = JSON.stringify(describe(field.describe()));
    const plainRequired = !field.describe().optional;
    for (const combo of combinations(keys, fields)) {
      const resolved = field.describe({ parent: combo, value: undefined });
      const schema = describe(resolved);
      const required = !resolved.optional;
      if (JSON.stringify(schema) !== plain || required !== plainRequired) branches.push({ if: combo, property, required, schema });
    }
  }
  return branches;
}
