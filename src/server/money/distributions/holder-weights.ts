import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf, type DatabaseKind } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { accountKey, wallet } from '../ledger/account-keys';
import { dayNumber, endOfBangladeshDay } from './bangladesh-days';

/** One holding of the project, weighed over a period (MONEY.md: capital × days held, Fineract's share-days). */
export interface HolderWeight {
  accountId: string;
  /** null for the company's own holding */
  userId: string | null;
  /** The investor's wallet, which a profit line pays into; null or absent when it does not exist yet (postTransfers opens it). */
  walletId?: string | null;
  fullname: string;
  /** poisha at the end of the period's last day */
  capitalAtEnd: number;
  /** poisha now: what a loss may take at most */
  capitalNow: number;
  /** days of the period that ended with capital in the holding */
  days: number;
  /** Σ over the period's days of the capital at the end of that day (poisha-days) */
  weight: bigint;
}

/** The Bangladesh calendar day of an ISO-8601 UTC timestamp stored as text. */
function bangladeshDayOf(kind: DatabaseKind, column: RawBuilder<unknown>): RawBuilder<string> {
  return kind === 'postgres'
    ? sql<string>`to_char((cast(${column} as timestamptz) at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${column}, '+6 hours')`;
}

/**
 * Every holding of the project with a weight in [periodStart, periodEnd], largest weight first (ties
 * by account id). One query nets the holdings' transfers by account and Bangladesh day up to the
 * period's end; the day-by-day walk is then done per account in memory, over its change days only.
 */
export async function holderWeights(
  db: Kysely<Database>,
  projectId: string,
  periodStart: string,
  periodEnd: string,
  /** Leaves out a posted distribution's own transfers, to read its weights back as they were. */
  withoutDistributionId: string | null = null,
): Promise<HolderWeight[]> {
  const before = endOfBangladeshDay(periodEnd);
  const day = (alias: string) => bangladeshDayOf(dialectOf(db), sql.ref(`${alias}.created_at`));
  const own = withoutDistributionId === null ? sql`` : sql`and (t.distribution_id is null or t.distribution_id <> ${withoutDistributionId})`;
  const changes = await sql<{ account_id: string; day: string; delta: string | number }>`
    select x.account_id, x.day, sum(x.delta) as delta from (
      select t.credit_account_id as account_id, ${day('t')} as day, t.amount as delta
        from transfers t join accounts a on a.id = t.credit_account_id
        where a.kind = 'holding' and a.project_id = ${projectId} and t.created_at < ${before} ${own}
      union all
      select t.debit_account_id as account_id, ${day('t')} as day, -t.amount as delta
        from transfers t join accounts a on a.id = t.debit_account_id
        where a.kind = 'holding' and a.project_id = ${projectId} and t.created_at < ${before} ${own}
    ) x group by x.account_id, x.day order by x.account_id, x.day`.execute(db);

  const accounts = await db
    .selectFrom('accounts as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    // The wallet comes along here, so the posting writes by id instead of looking up 100,000 keys again.
    .leftJoin('accounts as w', (join) => join.on('w.account_key', '=', sql<string>`${accountKey(wallet(''))} || a.user_id`))
    .select(['a.id', 'a.user_id', 'u.fullname', 'w.id as wallet_id', 'a.credits_posted', 'a.debits_posted'])
    .where('a.kind', '=', 'holding')
    .where('a.project_id', '=', projectId)
    .execute();
  const byAccount = new Map<string, { day: number; delta: number }[]>();
  for (const row of changes.rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push({ day: dayNumber(row.day), delta: Number(row.delta) });
    byAccount.set(row.account_id, list);
  }

  const first = dayNumber(periodStart);
  const last = dayNumber(periodEnd);
  const holders: HolderWeight[] = [];
  for (const account of accounts) {
    const walked = walk(byAccount.get(account.id) ?? [], first, last);
    if (walked.weight === 0n) continue;
    holders.push({
      accountId: account.id,
      userId: account.user_id,
      walletId: account.wallet_id,
      fullname: account.fullname ?? '',
      capitalNow: Number(account.credits_posted) - Number(account.debits_posted),
      ...walked,
    });
  }
  return holders.sort((a, b) => (a.weight === b.weight ? (a.accountId < b.accountId ? -1 : 1) : a.weight > b.weight ? -1 : 1));
}

/** Capital-days over [first, last] from the holding's net change per day (sorted by day). */
export function walk(changes: readonly { day: number; delta: number }[], first: number, last: number): { capitalAtEnd: number; days: number; weight: bigint } {
  let capital = 0;
  let weight = 0n;
  let days = 0;
  let from = first; // the first day of the period not yet counted
  const count = (until: number) => {
    // days from..until-1 all end with `capital`
    if (until > from && capital > 0) {
      weight += BigInt(capital) * BigInt(until - from);
      days += until - from;
    }
    from = Math.max(from, until);
  };
  for (const change of changes) {
    if (change.day > last) break;
    if (change.day >= first) count(change.day);
    capital += change.delta;
  }
  count(last + 1);
  return { capitalAtEnd: capital, days, weight };
}
