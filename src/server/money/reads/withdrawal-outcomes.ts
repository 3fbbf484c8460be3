import type { Kysely } from 'kysely';
import type { WithdrawalLineStatus } from '../../../shared/money-types';
import type { Database } from '../../db/schema';

export interface WithdrawalOutcome {
  status: WithdrawalLineStatus;
  /** poisha put back into the wallet (a rejection or a cancel), 0 otherwise */
  returned: number;
  /** when it was paid or the money came back; null while requested */
  decidedAt: string | null;
}

/**
 * How each withdrawal stood just before `end` (null: now), read from its transfers: a withdrawal is one
 * line in the investor's history, whose status moves on and whose money back is part of that line.
 */
export async function withdrawalOutcomes(db: Kysely<Database>, withdrawalIds: string[], end: string | null): Promise<Map<string, WithdrawalOutcome>> {
  const outcomes = new Map<string, WithdrawalOutcome>(withdrawalIds.map((id) => [id, { status: 'requested', returned: 0, decidedAt: null }]));
  if (withdrawalIds.length === 0) return outcomes;
  const rows = await db
    .selectFrom('transfers as t')
    .innerJoin('withdrawals as w', 'w.id', 't.withdrawal_id')
    .select(['t.withdrawal_id', 't.kind', 't.amount', 't.created_at', 'w.status'])
    .where('t.withdrawal_id', 'in', withdrawalIds)
    .where('t.kind', 'in', ['withdrawal_paid', 'withdrawal_returned'])
    .$if(end !== null, (q) => q.where('t.created_at', '<', end as string))
    .execute();
  for (const row of rows) {
    const paid = row.kind === 'withdrawal_paid';
    outcomes.set(row.withdrawal_id as string, {
      status: paid ? 'paid' : row.status === 'cancelled' ? 'cancelled' : 'rejected',
      returned: paid ? 0 : Number(row.amount),
      decidedAt: row.created_at,
    });
  }
  return outcomes;
}
