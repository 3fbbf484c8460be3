import { sql, type Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import { mismatch, n } from './ledger-mismatch';
import type { Database } from '../../db/schema';

/** What a distribution's chunks not yet posted will move (poisha): in all, and out of project_income. */
const unposted = (column: 'amount' | 'clearing_net') =>
  sql<number>`coalesce((select sum(c.${sql.raw(column)}) from postings p join posting_chunks c on c.posting_id = p.id
    where p.event = 'distribution' and p.event_id = d.id and c.posted_at is null), 0)`;

/**
 * Each distribution's transfers add up: a profit received its amount into project_income, a loss
 * took its amount from the holdings, and project_income nets to zero within every distribution
 * (and within every reversal, which mirrors it). While its lines post in chunks, the lines not yet
 * posted make up the difference: project_income holds exactly what they will take out of it.
 */
async function distributionTotals(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('distributions as d')
    .select([
      'd.id',
      'd.project_id',
      'd.kind',
      'd.amount',
      'd.reverses_distribution_id',
      sql<number>`coalesce((select sum(t.amount) from transfers t where t.distribution_id = d.id and t.kind = 'profit_received'), 0)`.as('received'),
      sql<number>`coalesce((select sum(t.amount) from transfers t where t.distribution_id = d.id and t.kind = 'loss'), 0)`.as('lost'),
      sql<number>`coalesce((select sum(t.amount) from transfers t join accounts a on a.id = t.credit_account_id where t.distribution_id = d.id and a.kind = 'project_income'), 0)`.as(
        'income_in',
      ),
      sql<number>`coalesce((select sum(t.amount) from transfers t join accounts a on a.id = t.debit_account_id where t.distribution_id = d.id and a.kind = 'project_income'), 0)`.as(
        'income_out',
      ),
      unposted('amount').as('pending'),
      unposted('clearing_net').as('pending_clearing'),
    ])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const d of rows) {
    const ids = { projectId: d.project_id };
    if (d.reverses_distribution_id === null) {
      const moved = d.kind === 'profit' ? n(d.received) : n(d.lost) + n(d.pending);
      if (moved !== n(d.amount)) found.push(mismatch('distribution_totals', n(d.amount), moved, `Distribution ${d.id} (${d.kind}) moved a different amount than it states`, ids));
    }
    if (n(d.income_in) + n(d.pending_clearing) !== n(d.income_out))
      found.push(mismatch('distribution_totals', n(d.income_in), n(d.income_out), `Distribution ${d.id} leaves money in project_income`, ids));
  }
  return found;
}

type Sums = Map<string, number>;
const add = (map: Sums, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);

/** Sums of a distribution kind's transfers per holding key, net of their reversals (a reversal counts negative). */
async function netLines(
  db: Kysely<Database>,
  kind: 'profit' | 'loss' | 'profit_company',
  keyOf: (row: { user_id: string | null; project_id: string | null; debit_account_id: string }) => string,
): Promise<Sums> {
  const lines = await db
    .selectFrom('transfers as t')
    .select(['t.user_id', 't.project_id', 't.debit_account_id', (eb) => eb.fn.sum<number>('t.amount').as('amount')])
    .where('t.kind', '=', kind)
    .groupBy(['t.user_id', 't.project_id', 't.debit_account_id'])
    .execute();
  const reversed = await db
    .selectFrom('transfers as r')
    .innerJoin('transfers as t', 't.id', 'r.reverses_transfer_id')
    .select(['t.user_id', 't.project_id', 't.debit_account_id', (eb) => eb.fn.sum<number>('r.amount').as('amount')])
    .where('r.kind', '=', 'distribution_reversal')
    .where('t.kind', '=', kind)
    .groupBy(['t.user_id', 't.project_id', 't.debit_account_id'])
    .execute();
  const sums: Sums = new Map();
  for (const row of lines) add(sums, keyOf(row), n(row.amount));
  for (const row of reversed) add(sums, keyOf(row), -n(row.amount));
  return sums;
}

/**
 * Every holding's profit_posted and loss_posted equal its distribution lines, net of reversals.
 * An investor's profit line is a 'profit' transfer to their wallet (user and project set); a loss
 * line leaves the holding itself; the company holding's profit lines go to company_income with the
 * mudarib share, so its part is the project's 'profit_company' less the stated company shares.
 */
async function holdingFigures(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const profit = await netLines(db, 'profit', (t) => `${t.user_id}:${t.project_id}`);
  const loss = await netLines(db, 'loss', (t) => t.debit_account_id);
  const companyProfit = await netLines(db, 'profit_company', (t) => `null:${t.project_id}`);
  const mudarib = await db
    .selectFrom('distributions as d')
    .select(['d.project_id', (eb) => eb.fn.sum<number>('d.company_share').as('share')])
    .where('d.reverses_distribution_id', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('distributions as r').select('r.id').whereRef('r.reverses_distribution_id', '=', 'd.id'))))
    .groupBy('d.project_id')
    .execute();
  for (const row of mudarib) add(companyProfit, `null:${row.project_id}`, -n(row.share));

  const holdings = await db.selectFrom('accounts').select(['id', 'user_id', 'project_id', 'account_key', 'profit_posted', 'loss_posted']).where('kind', '=', 'holding').execute();
  const found: LedgerMismatchDto[] = [];
  for (const a of holdings) {
    const ids = { accountId: a.id, ...(a.user_id ? { userId: a.user_id } : {}), ...(a.project_id ? { projectId: a.project_id } : {}) };
    const key = `${a.user_id}:${a.project_id}`;
    const wantProfit = (a.user_id ? profit : companyProfit).get(a.user_id ? key : `null:${a.project_id}`) ?? 0;
    const wantLoss = loss.get(a.id) ?? 0;
    if (n(a.profit_posted) !== wantProfit)
      found.push(mismatch('holding_profit', wantProfit, n(a.profit_posted), `${a.account_key}: profit posted differs from its distribution lines`, ids));
    if (n(a.loss_posted) !== wantLoss) found.push(mismatch('holding_loss', wantLoss, n(a.loss_posted), `${a.account_key}: loss posted differs from its distribution lines`, ids));
  }
  return found;
}

/** The distribution invariants of MONEY.md "Profit and loss sharing", for the ledger check. */
export async function distributionProblems(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  return [...(await distributionTotals(db)), ...(await holdingFigures(db))];
}
