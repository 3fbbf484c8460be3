import { sql, type Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import { mismatch, n } from './ledger-mismatch';
import type { Database } from '../../db/schema';

/** The completions still returning capital in chunks: project id → the capital its chunks not yet posted return (poisha). */
async function capitalStillReturning(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('postings as p')
    .innerJoin('posting_chunks as c', 'c.posting_id', 'p.id')
    .select(['p.event_id', (eb) => eb.fn.sum<number>('c.amount').as('amount')])
    .where('p.event', '=', 'completion')
    .where('p.status', '=', 'posting')
    .where('c.posted_at', 'is', null)
    .groupBy('p.event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, n(row.amount)]));
}

/**
 * A completed project has returned every holding's capital: none of its holdings holds money, but
 * while the capital goes back in chunks, its holdings hold together exactly what the chunks not yet posted return.
 */
export async function completedHoldings(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const returning = await capitalStillReturning(db);
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .select(['a.id', 'a.account_key', 'a.user_id', 'a.project_id', 'a.credits_posted', 'a.debits_posted'])
    .where('a.kind', '=', 'holding')
    .where('p.completed_at', 'is not', null)
    .where((eb) => eb('a.credits_posted', '!=', eb.ref('a.debits_posted')))
    .execute();
  const held = new Map<string, number>();
  for (const a of rows) held.set(a.project_id as string, (held.get(a.project_id as string) ?? 0) + n(a.credits_posted) - n(a.debits_posted));
  const found = [...returning]
    .filter(([projectId, amount]) => (held.get(projectId) ?? 0) !== amount)
    .map(([projectId, amount]) =>
      mismatch('completed_holdings', amount, held.get(projectId) ?? 0, `Project ${projectId}'s holdings hold other than the capital its completion has still to return`, {
        projectId,
      }),
    );
  return found.concat(
    rows
      .filter((a) => !returning.has(a.project_id as string))
      .map((a) =>
        mismatch('completed_holdings', 0, n(a.credits_posted) - n(a.debits_posted), `${a.account_key} still holds capital in a completed project`, {
          accountId: a.id,
          projectId: a.project_id as string,
          ...(a.user_id ? { userId: a.user_id } : {}),
        }),
      ),
  );
}

/**
 * A reversed distribution's transfers are each mirrored exactly once (same amount, sides swapped);
 * one not reversed has no mirror at all. While a reversal's mirrors post in chunks, a transfer has
 * at most one mirror, and an exact one.
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
      sql<number>`(select count(*) from distributions r join postings p on p.event = 'distribution' and p.event_id = r.id
        where r.reverses_distribution_id = d.id and p.status = 'posting')`.as('reversing'),
      sql<number>`count(m.id)`.as('mirrors'),
      sql<number>`sum(case when m.amount = t.amount and m.debit_account_id = t.credit_account_id and m.credit_account_id = t.debit_account_id then 1 else 0 end)`.as('exact'),
    ])
    .where('d.reverses_distribution_id', 'is', null)
    .groupBy(['t.id', 't.project_id', 't.amount', 'd.id'])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const t of rows) {
    const want = n(t.reversed) > 0 ? 1 : 0;
    const pending = n(t.reversing) > 0 && n(t.mirrors) === 0;
    if (!pending && (n(t.mirrors) !== want || n(t.exact) !== want)) {
      found.push(
        mismatch('distribution_reversals', want, n(t.exact), `Transfer ${t.id} is mirrored ${n(t.mirrors)} times (${n(t.exact)} exactly); its distribution wants ${want}`, {
          projectId: t.project_id ?? undefined,
        }),
      );
    }
  }
  return found;
}
