import { sql, type Kysely } from 'kysely';
import type { TransactionDto, TransactionKind } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database } from '../../db/schema';
import { pageOf, type KeysetCursor } from '../../db/keyset-cursor';

/** Which way each kind moves the investor's money (wallet or holdings), as the list shows it. */
const DIRECTION: Record<TransactionKind, 'in' | 'out'> = {
  deposit: 'in',
  // Out of the wallet, into a holding: the list reads it from the wallet's side.
  investment: 'out',
  profit: 'in',
  loss: 'out',
  capital_returned: 'in',
  withdrawal_requested: 'out',
  withdrawal_paid: 'out',
  withdrawal_returned: 'in',
};
const KINDS = Object.keys(DIRECTION) as TransactionKind[];

/**
 * One page of the transfers that touched the investor, newest first. The (user_id, created_at, id)
 * index is walked backwards from the cursor, so page 500 costs what page 1 does.
 */
export async function transactionsOf(
  db: Kysely<Database>,
  userId: string,
  { limit, after }: { limit: number; after: KeysetCursor | null },
): Promise<{ transactions: TransactionDto[]; next: string | null }> {
  const rows = await db
    .selectFrom('transfers as t')
    .leftJoin('projects as p', 'p.id', 't.project_id')
    .select(['t.id', 't.kind', 't.amount', 't.project_id', 'p.title', 't.deposit_id', 't.created_at'])
    .where('t.user_id', '=', userId)
    .where('t.kind', 'in', KINDS)
    .$if(after !== null, (q) => q.where(sql<boolean>`(t.created_at, t.id) < (${after?.createdAt}, ${after?.id})`))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, next } = pageOf(rows, limit);
  return {
    transactions: page.map((row) => ({
      _id: row.id,
      kind: row.kind as TransactionKind,
      direction: DIRECTION[row.kind as TransactionKind],
      amount: poishaToBdt(Number(row.amount)),
      projectId: row.project_id,
      projectTitle: row.title ?? null,
      depositId: row.deposit_id,
      createdAt: row.created_at,
    })),
    next,
  };
}
