import { sql, type Kysely } from 'kysely';
import type { LedgerMismatchDto } from '../../../shared/money-types';
import { poishaToBdt } from '../../../shared/money';
import type { Database } from '../../db/schema';

const n = (value: unknown) => Number(value ?? 0);

function mismatch(check: string, expected: number, actual: number, message: string, ids: Partial<Pick<LedgerMismatchDto, 'accountId' | 'projectId' | 'userId'>> = {}): LedgerMismatchDto {
  return { check, ...ids, expected: poishaToBdt(expected), actual: poishaToBdt(actual), message };
}

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
      found.push(mismatch('distribution_reversals', want, n(t.exact), `Transfer ${t.id} is mirrored ${n(t.mirrors)} times (${n(t.exact)} exactly); its distribution wants ${want}`, { projectId: t.project_id ?? undefined }));
    }
  }
  return found;
}

type Sums = Map<string, number>;
const sums = (rows: Array<{ key: string | null; total: unknown }>): Sums => new Map(rows.map((r) => [String(r.key), n(r.total)]));

/**
 * Each holding's profit and loss figures (Total Profit, Total Loss, the holding's row) equal its
 * transfers: losses taken from it less reversed losses given back; an investor's profit shares of
 * the project in their wallet less reversed ones. (A company holding's profit line shares its
 * transfer kind with the mudarib share, so only its loss is checked.)
 */
export async function holdingFigures(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const lossTaken = sums(await db.selectFrom('transfers').select(['debit_account_id as key', (eb) => eb.fn.sum<number>('amount').as('total')]).where('kind', '=', 'loss').groupBy('debit_account_id').execute());
  const lossBack = sums(await db.selectFrom('transfers').select(['credit_account_id as key', (eb) => eb.fn.sum<number>('amount').as('total')]).where('kind', '=', 'distribution_reversal').groupBy('credit_account_id').execute());
  const byWallet = (kind: 'profit' | 'distribution_reversal', side: 't.credit_account_id' | 't.debit_account_id') =>
    db
      .selectFrom('transfers as t')
      .innerJoin('accounts as w', 'w.id', side)
      .select([sql<string>`w.user_id || ':' || t.project_id`.as('key'), (eb) => eb.fn.sum<number>('t.amount').as('total')])
      .where('t.kind', '=', kind)
      .where('w.kind', '=', 'investor_wallet')
      .groupBy(['w.user_id', 't.project_id'])
      .execute();
  const profitIn = sums(await byWallet('profit', 't.credit_account_id'));
  const profitBack = sums(await byWallet('distribution_reversal', 't.debit_account_id'));
  const holdings = await db.selectFrom('accounts').select(['id', 'account_key', 'user_id', 'project_id', 'profit_posted', 'loss_posted']).where('kind', '=', 'holding').execute();
  const found: LedgerMismatchDto[] = [];
  for (const h of holdings) {
    const ids = { accountId: h.id, projectId: h.project_id as string, ...(h.user_id ? { userId: h.user_id } : {}) };
    const loss = (lossTaken.get(h.id) ?? 0) - (lossBack.get(h.id) ?? 0);
    if (n(h.loss_posted) !== loss) found.push(mismatch('holding_figures', loss, n(h.loss_posted), `${h.account_key}: its loss differs from its loss transfers`, ids));
    if (!h.user_id) continue;
    const key = `${h.user_id}:${h.project_id}`;
    const profit = (profitIn.get(key) ?? 0) - (profitBack.get(key) ?? 0);
    if (n(h.profit_posted) !== profit) found.push(mismatch('holding_figures', profit, n(h.profit_posted), `${h.account_key}: its profit differs from its profit transfers`, ids));
  }
  return found;
}
