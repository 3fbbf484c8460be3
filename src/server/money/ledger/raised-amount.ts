import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';

/**
 * Moves a live project's stored raised amount by `poisha`, in the transaction of the transfer into
 * (or out of) its holdings. With `withinTarget`, only while the total stays within the funding
 * target: one conditional statement, so concurrent investments at the target can never pass it.
 * False when no row moved (no live project, a completed one, or the target would be passed).
 */
export async function moveRaisedAmount(trx: Kysely<Database>, projectId: string, poisha: number, { withinTarget }: { withinTarget: boolean }): Promise<boolean> {
  const result = await trx
    .updateTable('projects')
    .set((eb) => ({ raised_amount: eb('raised_amount', '+', poisha), updated_at: nowIso() }))
    .where('id', '=', projectId)
    .where('archived_at', 'is', null)
    // A completed project has returned its capital: no money goes in after.
    .where('completed_at', 'is', null)
    .$if(withinTarget, (q) => q.where(sql<boolean>`(funding_target is null or raised_amount + ${poisha} <= funding_target)`))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
