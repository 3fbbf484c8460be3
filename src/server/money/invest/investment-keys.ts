import type { Kysely } from 'kysely';
import type { Database, TransferKind, TransferRow } from '../../db/schema';

/** The transfer an investment route already posted under this (scoped) idempotency key, if any. */
export async function transferWithKey(db: Kysely<Database>, kind: TransferKind, key: string | null): Promise<TransferRow | undefined> {
  return key ? db.selectFrom('transfers').selectAll().where('idempotency_key', '=', key).where('kind', '=', kind).executeTakeFirst() : undefined;
}

/** Whether a retried key carries the request it was first sent with: the same project and amount (poisha). */
export const sameProjectAndAmount = (first: TransferRow, projectId: string, amount: number): boolean => first.project_id === projectId && Number(first.amount) === amount;
