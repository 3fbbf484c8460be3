import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema';

type PendingTable = 'deposits' | 'withdrawals';

/** The columns every request waiting for a decision has. */
interface PendingRow {
  id: string;
  status: string;
  user_id: string;
  amount: number;
}

export type Decided = { decided: true; userId: string; amount: number } | { decided: false; status: string | null };

/**
 * Decides a pending request exactly once (MONEY.md): the row leaves 'pending' by one conditional
 * update, so of two concurrent decisions (two admins, a payout and the investor's cancel, in any
 * processes) one changes the row and the other is told what it now is; the winner's transfers then
 * commit with the row. `status: null` means no such request (or not the owner's, when one is given).
 */
export async function decideOnce<T extends PendingTable>(trx: Kysely<Database>, table: T, id: string, changes: Updateable<Database[T]>, ownerId?: string): Promise<Decided> {
  // Both tables share the columns read here; the changes are the caller's, typed for its table.
  const db = trx as unknown as Kysely<Record<PendingTable, PendingRow>>;
  const result = await db
    .updateTable(table as PendingTable)
    .set(changes as Updateable<PendingRow>)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .$if(ownerId !== undefined, (q) => q.where('user_id', '=', ownerId as string))
    .executeTakeFirst();
  const row = await db
    .selectFrom(table as PendingTable)
    .select(['status', 'user_id', 'amount'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1 && row) return { decided: true, userId: row.user_id, amount: Number(row.amount) };
  if (!row || (ownerId !== undefined && row.user_id !== ownerId)) return { decided: false, status: null };
  return { decided: false, status: row.status };
}
