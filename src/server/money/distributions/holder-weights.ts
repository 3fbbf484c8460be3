import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf, type DatabaseKind } from '../../db/dialect';
import { rowsTable } from '../../db/rows-table';
import { giveWay } from '../../yield-to-others';
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

/** Holdings weighed per page: each page's queries stay short, and other requests run between pages. */
const HOLDINGS_PER_PAGE = 2500;

/**
 * Every holding of the project with a weight in [periodStart, periodEnd], in investor order (the
 * company's holding first), as a distribution posts its lines. Page by page, one query nets the
 * page's transfers by account and Bangladesh day up to the period's end; the day-by-day walk is then
 * done per account in memory, over its change days only.
 */
export async function holderWeights(
  db: Kysely<Database>,
  projectId: string,
  periodStart: string,
  periodEnd: string,
  /** Leaves out a posted distribution's own transfers, to read its weights back as they were. */
  withoutDistributionId: string | null = null,
): Promise<HolderWeight[]> {
  const period = { first: dayNumber(periodStart), last: dayNumber(periodEnd), before: endOfBangladeshDay(periodEnd), withoutDistributionId };
  // The wallet comes along here, so the posting writes by id instead of looking up 100,000 keys again.
  // The users' side of the join starts after the page's first investor too: PostgreSQL merges the two
  // in investor order, and otherwise reads every user before the page from the start of the index.
  const holdings = (after: string) =>
    db
      .selectFrom('accounts as a')
      .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.user_id').on('u.id', '>', after))
      .leftJoin('accounts as w', (join) => join.on('w.account_key', '=', sql<string>`${accountKey(wallet(''))} || a.user_id`))
      .select(['a.id', 'a.user_id', 'u.fullname', 'w.id as wallet_id', 'a.credits_posted', 'a.debits_posted'])
      .where('a.project_id', '=', projectId)
      .where('a.kind', '=', 'holding');
  const company = await holdings('').where('a.user_id', 'is', null).execute();
  const holders = company.length > 0 ? await weigh(db, company, period) : [];
  // An investor has one holding in a project, so the investor alone orders the pages. The next page
  // is asked for while this one is weighed. PostgreSQL, which answers each query on a connection of
  // its own, also weighs a page as soon as it arrives, while the one before may still be weighed.
  const eager = dialectOf(db) === 'postgres';
  const weighPage = (page: readonly HoldingRow[]) => (page.length > 0 ? weigh(db, page, period) : Promise.resolve([]));
  const pageAfter = (after: string) => {
    const page = holdings(after).where('a.user_id', '>', after).orderBy('a.user_id').limit(HOLDINGS_PER_PAGE).execute();
    const weighed = eager ? page.then(weighPage) : null;
    // Awaited below, unless weighing an earlier page failed first: then their failure is not the one to report.
    page.catch(() => undefined);
    weighed?.catch(() => undefined);
    return { page, weighed };
  };
  for (let next = pageAfter(''); ;) {
    const page = await next.page;
    const weighed = next.weighed ?? weighPage(page);
    const full = page.length === HOLDINGS_PER_PAGE;
    if (full) next = pageAfter(page[page.length - 1]!.user_id!);
    holders.push(...(await weighed));
    if (!full) return holders;
    await giveWay(db);
  }
}

/** Largest weight first, ties by holding: the order the admin reads a distribution's lines in. */
export const byWeight = (a: HolderWeight, b: HolderWeight) => (a.weight === b.weight ? (a.accountId < b.accountId ? -1 : 1) : a.weight > b.weight ? -1 : 1);

interface HoldingRow {
  id: string;
  user_id: string | null;
  fullname: string | null;
  wallet_id: string | null;
  credits_posted: number;
  debits_posted: number;
}

/** The holdings given, weighed over [first, last]; those with no weight are left out. */
async function weigh(
  db: Kysely<Database>,
  holdings: readonly HoldingRow[],
  period: { first: number; last: number; before: string; withoutDistributionId: string | null },
): Promise<HolderWeight[]> {
  const day = bangladeshDayOf(dialectOf(db), sql.ref('t.created_at'));
  const own = period.withoutDistributionId === null ? sql`` : sql`and (t.distribution_id is null or t.distribution_id <> ${period.withoutDistributionId})`;
  const ids = holdings.map((holding) => ({ id: holding.id }));
  const transfersOf = (column: 'credit_account_id' | 'debit_account_id', alias: string) => {
    const holdings = rowsTable(db, alias, { id: 'text' }, ids);
    const matches = sql`${sql.ref(`t.${column}`)} = ${sql.ref(`${alias}.id`)}`;
    // PostgreSQL's estimates for these indexes are skewed by the bank's and project_income's many
    // rows, and led it to scan every transfer for each page: a fenced lateral join (offset 0) makes
    // it look each holding up in the index instead. SQLite does that for the plain join.
    return dialectOf(db) === 'postgres'
      ? sql`${holdings} cross join lateral (select * from transfers t where ${matches} offset 0) t`
      : sql`${holdings} join transfers t on ${matches}`;
  };
  const changes = await sql<{ account_id: string; day: string; delta: string | number }>`
    select x.account_id, x.day, sum(x.delta) as delta from (
      select t.credit_account_id as account_id, ${day} as day, t.amount as delta
        from ${transfersOf('credit_account_id', 'c')} where t.created_at < ${period.before} ${own}
      union all
      select t.debit_account_id as account_id, ${day} as day, -t.amount as delta
        from ${transfersOf('debit_account_id', 'd')} where t.created_at < ${period.before} ${own}
    ) x group by x.account_id, x.day order by x.account_id, x.day`.execute(db);
  const byAccount = new Map<string, { day: number; delta: number }[]>();
  for (const row of changes.rows) {
    const list = byAccount.get(row.account_id) ?? [];
    list.push({ day: dayNumber(row.day), delta: Number(row.delta) });
    byAccount.set(row.account_id, list);
  }
  const holders: HolderWeight[] = [];
  for (const account of holdings) {
    const walked = walk(byAccount.get(account.id) ?? [], period.first, period.last);
    if (walked.weight === 0n) continue;
    holders.push({
      accountId: account.id,
      userId: account.user_id,
      walletId: account.wallet_id,
      fullname: account.fullname ?? '',
      capitalNow: Number(account.credits_posted) - Number(account.debits_posted),
      capitalAtEnd: walked.capitalAtEnd,
      days: walked.days,
      weight: walked.weight,
    });
  }
  return holders;
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
