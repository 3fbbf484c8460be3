import { sql, type Kysely } from 'kysely';
import type { TransactionDto, TransactionKind } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import { withdrawalReference } from '../../../shared/references';
import type { Database, TransferKind } from '../../db/schema';
import { pageOf, type KeysetCursor } from '../../db/keyset-cursor';

/** Which way each kind moves the investor's money (wallet or holdings), as the list shows it. */
export const DIRECTION: Record<TransactionKind, 'in' | 'out'> = {
  deposit: 'in',
  // Out of the wallet, into a holding: the list reads it from the wallet's side.
  investment: 'out',
  profit: 'in',
  loss: 'out',
  profit_reversed: 'out',
  loss_reversed: 'in',
  capital_returned: 'in',
  withdrawal_requested: 'out',
  withdrawal_paid: 'out',
  withdrawal_returned: 'in',
};
/** The transfer kinds listed: a 'distribution_reversal' is named after the kind it reverses. */
export const KINDS = [...(Object.keys(DIRECTION) as TransactionKind[]).filter((kind) => !kind.endsWith('_reversed')), 'distribution_reversal'] as const;

export function kindOf(kind: string, reversedKind: string | null): TransactionKind {
  if (kind !== 'distribution_reversal') return kind as TransactionKind;
  return reversedKind === 'loss' ? 'loss_reversed' : 'profit_reversed';
}

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
    .leftJoin('transfers as reversed', 'reversed.id', 't.reverses_transfer_id')
    .select(['t.id', 't.kind', 'reversed.kind as reversed_kind', 't.amount', 't.project_id', 'p.title', 't.deposit_id', 't.withdrawal_id', 't.created_at'])
    .where('t.user_id', '=', userId)
    .where('t.kind', 'in', KINDS as unknown as TransferKind[])
    .$if(after !== null, (q) => q.where(sql<boolean>`(t.created_at, t.id) < (${after?.createdAt}, ${after?.id})`))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, next } = pageOf(rows, limit);
  return {
    transactions: page.map((row) => ({
      _id: row.id,
      kind: kindOf(row.kind, row.reversed_kind),
      direction: DIRECTION[kindOf(row.kind, row.reversed_kind)],
      amount: poishaToBdt(Number(row.amount)),
      projectId: row.project_id,
      projectTitle: row.title ?? null,
      depositId: row.deposit_id,
      createdAt: row.created_at,
      // The WDR- reference the investor's mails and support use, on each step of a withdrawal.
      ...(row.withdrawal_id ? { reference: withdrawalReference(row.withdrawal_id) } : {}),
    })),
    next,
  };
}
