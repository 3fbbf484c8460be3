import { sql, type Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import type { Database } from '../../db/schema';
import { mismatch, n } from './ledger-mismatch';

/** The withdrawal hold holds exactly the pending withdrawals: nothing paid, returned or lost stays in it. */
async function holdEqualsPending(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const hold = await db.selectFrom('accounts').select(['credits_posted', 'debits_posted']).where('account_key', '=', 'withdrawal_hold').executeTakeFirst();
  const pending = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const balance = hold ? n(hold.credits_posted) - n(hold.debits_posted) : 0;
  return balance === n(pending.total) ? [] : [mismatch('withdrawal_hold', n(pending.total), balance, 'The withdrawal hold differs from the sum of pending withdrawals')];
}

/**
 * Each withdrawal was held once with its amount, and its status's ending posted once: a pending one
 * has none, a paid one one payment, a rejected or cancelled one one return.
 */
async function withdrawalTransfers(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const count = (kind: string) => sql<number>`(select count(*) from transfers t where t.withdrawal_id = w.id and t.kind = ${kind})`;
  const sum = sql<number>`coalesce((select sum(t.amount) from transfers t where t.withdrawal_id = w.id), 0)`;
  const rows = await db
    .selectFrom('withdrawals as w')
    .select([
      'w.id',
      'w.user_id',
      'w.status',
      'w.amount',
      count('withdrawal_requested').as('held'),
      count('withdrawal_paid').as('paid'),
      count('withdrawal_returned').as('returned'),
      sum.as('moved'),
    ])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const w of rows) {
    const want = { held: 1, paid: w.status === 'paid' ? 1 : 0, returned: w.status === 'rejected' || w.status === 'cancelled' ? 1 : 0 };
    const got = { held: n(w.held), paid: n(w.paid), returned: n(w.returned) };
    const expected = n(w.amount) * (1 + want.paid + want.returned);
    if (got.held !== want.held || got.paid !== want.paid || got.returned !== want.returned || n(w.moved) !== expected) {
      found.push(
        mismatch('withdrawal_transfers', expected, n(w.moved), `Withdrawal ${w.id} (${w.status}) held ${got.held}, paid ${got.paid}, returned ${got.returned} times`, {
          userId: w.user_id,
        }),
      );
    }
  }
  return found;
}

export async function withdrawalProblems(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  return [...(await holdEqualsPending(db)), ...(await withdrawalTransfers(db))];
}
