import { sql, type Kysely } from 'kysely';
import type { TransactionDto, TransactionKind } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import { withdrawalReference } from '../../../shared/references';
import type { Database, TransferKind } from '../../db/schema';
import { pageOf, type KeysetCursor } from '../../db/keyset-cursor';
import { withdrawalOutcomes } from './withdrawal-outcomes';

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

/**
 * The kinds that can move the wallet, each one line. A loss (and its reversal) moves only a holding and
 * a payout only the hold, so they are not lines; a withdrawal's money back is part of its request's line.
 */
export const WALLET_KINDS: TransferKind[] = ['deposit', 'investment', 'profit', 'capital_returned', 'withdrawal_requested', 'withdrawal_returned', 'distribution_reversal'];

export async function walletIdOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('accounts').select('id').where('account_key', '=', `investor_wallet:${userId}`).executeTakeFirst();
  return row?.id ?? null;
}

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
  const walletId = await walletIdOf(db, userId);
  if (!walletId) return { transactions: [], next: null };
  const rows = await db
    .selectFrom('transfers as t')
    .leftJoin('projects as p', 'p.id', 't.project_id')
    .leftJoin('transfers as reversed', 'reversed.id', 't.reverses_transfer_id')
    .select(['t.id', 't.kind', 'reversed.kind as reversed_kind', 't.amount', 't.project_id', 'p.title', 't.deposit_id', 't.withdrawal_id', 't.created_at', 't.credit_account_id'])
    .where('t.user_id', '=', userId)
    .where(
      't.kind',
      'in',
      WALLET_KINDS.filter((kind) => kind !== 'withdrawal_returned'),
    )
    .where((eb) => eb.or([eb('t.debit_account_id', '=', walletId), eb('t.credit_account_id', '=', walletId)]))
    .$if(after !== null, (q) => q.where(sql<boolean>`(t.created_at, t.id) < (${after?.createdAt}, ${after?.id})`))
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit + 1)
    .execute();
  const { page, next } = pageOf(rows, limit);
  const outcomes = await withdrawalOutcomes(
    db,
    page.flatMap((row) => (row.withdrawal_id ? [row.withdrawal_id] : [])),
    null,
  );
  return {
    transactions: page.map((row) => {
      const amount = Number(row.amount);
      const outcome = row.withdrawal_id ? outcomes.get(row.withdrawal_id) : undefined;
      const walletChange = (row.credit_account_id === walletId ? amount : -amount) + (outcome?.returned ?? 0);
      return {
        _id: row.id,
        kind: kindOf(row.kind, row.reversed_kind),
        direction: DIRECTION[kindOf(row.kind, row.reversed_kind)],
        amount: poishaToBdt(amount),
        projectId: row.project_id,
        projectTitle: row.title ?? null,
        depositId: row.deposit_id,
        createdAt: row.created_at,
        walletChange: poishaToBdt(walletChange),
        // The WDR- reference the investor's mails and support use, and where the withdrawal stands.
        ...(row.withdrawal_id ? { reference: withdrawalReference(row.withdrawal_id) } : {}),
        ...(outcome ? { status: outcome.status, ...(outcome.decidedAt ? { settledAt: outcome.decidedAt } : {}) } : {}),
      };
    }),
    next,
  };
}
