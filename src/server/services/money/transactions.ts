import { sql, type Kysely } from 'kysely';
import type { TransactionDto, TransactionKind } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database } from '../../db/schema';

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

export interface TransactionCursor {
  createdAt: string;
  id: string;
}

export function encodeTransactionCursor(cursor: TransactionCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** null when the text is not a cursor this server made. */
export function decodeTransactionCursor(text: string): TransactionCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T[0-9:.]+Z)\|([0-9a-f]{24})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  return match ? { createdAt: match[1] as string, id: match[2] as string } : null;
}

/**
 * One page of the transfers that touched the investor, newest first. The (user_id, created_at, id)
 * index is walked backwards from the cursor, so page 500 costs what page 1 does.
 */
export async function transactionsOf(
  db: Kysely<Database>,
  userId: string,
  { limit, after }: { limit: number; after: TransactionCursor | null },
): Promise<{ transactions: TransactionDto[]; next: TransactionCursor | null }> {
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
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
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
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}
