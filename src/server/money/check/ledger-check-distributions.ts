import { sql, type Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import { mismatch, n } from './ledger-mismatch';
import type { Database } from '../../db/schema';

/** A completed project has returned every holding's capital: none of its holdings holds money. */
export async function completedHoldings(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.account_key', 'a.user_id', 'a.project_id', 'a.credits_posted', 'a.debits_posted'])
    .where('a.kind', '=', 'holding')
    .where('p.completed_at', 'is not', null)
    .where((eb) => eb('a.credits_posted', '!=', eb.ref('a.debits_posted')))
    .execute();
  return rows.map((a) =>
    mismatch('completed_holdings', 0, n(a.credits_posted) - n(a.debits_posted), `${a.account_key} still holds capital in a completed project`, {
      accountId: a.id,
      projectId: a.project_id as string,
      ...(a.user_id ? { userId: a.user_id } : {}),
    }),
  );
}

/**
 * A reversed distribution's transfers are each mirrored exactly once (same amount, sides swapped);
 * one not reversed has no mirror at all.
 */
export async function distributionReversals(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('transfers as t')
    .innerJoin('distributions as d', 'd.id', 't.distribution_id')
    .leftJoin('transfers as m', 'm.reverses_transfer_id', 't.id')
    .select([
      't.id',
      't.project_id',
      't.amount',
      sql<number>`(select count(*) from distributions r where r.reverses_distribution_id = d.id)`.as('reversed'),
      sql<number>`count(m.id)`.as('mirrors'),
      sql<number>`sum(case when m.amount = t.amount and m.debit_account_id = t.credit_account_id and m.credit_account_id = t.debit_account_id then 1 else 0 end)`.as('exact'),
    ])
    .where('d.reverses_distribution_id', 'is', null)
    .groupBy(['t.id', 't.project_id', 't.amount', 'd.id'])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const t of rows) {
    const want = n(t.reversed) > 0 ? 1 : 0;
    if (n(t.mirrors) !== want || n(t.exact) !== want) {
      found.push(
        mismatch('distribution_reversals', want, n(t.exact), `Transfer ${t.id} is mirrored ${n(t.mirrors)} times (${n(t.exact)} exactly); its distribution wants ${want}`, {
          projectId: t.project_id ?? undefined,
        }),
      );
    }
  }
  return found;
}
