import { sql, type Kysely } from 'kysely';
import type { LedgerCheckResponse, LedgerMismatchDto } from '../../../shared/money-types';
import type { AccountKind, Database } from '../../db/schema';
import { mismatch, n } from './ledger-mismatch';
import { distributionProblems } from './distribution-invariants';
import { accountKey, BALANCE_LIMITED } from '../ledger/account-keys';
import { completedHoldings, distributionReversals } from './ledger-check-distributions';
import { postingProgress } from './ledger-check-postings';
import { archivedProjectMoney, projectOpeningCapital } from './ledger-check-projects';
import { withdrawalProblems } from './ledger-check-withdrawals';

/** Every account's posted columns equal the sums of its transfers; a key names its own kind and owner. */
async function accountTotals(db: Kysely<Database>): Promise<{ count: number; found: LedgerMismatchDto[] }> {
  const rows = await db
    .selectFrom('accounts as a')
    .select([
      'a.id',
      'a.kind',
      'a.user_id',
      'a.project_id',
      'a.account_key',
      'a.debits_posted',
      'a.credits_posted',
      sql<number>`coalesce((select sum(t.amount) from transfers t where t.debit_account_id = a.id), 0)`.as('debits'),
      sql<number>`coalesce((select sum(t.amount) from transfers t where t.credit_account_id = a.id), 0)`.as('credits'),
    ])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const a of rows) {
    const ids = { accountId: a.id, ...(a.user_id ? { userId: a.user_id } : {}), ...(a.project_id ? { projectId: a.project_id } : {}) };
    if (n(a.debits_posted) !== n(a.debits))
      found.push(mismatch('account_totals', n(a.debits), n(a.debits_posted), `${a.account_key}: debits posted differ from its transfers`, ids));
    if (n(a.credits_posted) !== n(a.credits))
      found.push(mismatch('account_totals', n(a.credits), n(a.credits_posted), `${a.account_key}: credits posted differ from its transfers`, ids));
    const balance = n(a.credits_posted) - n(a.debits_posted);
    if (BALANCE_LIMITED.has(a.kind as AccountKind) && balance < 0) found.push(mismatch('negative_balance', 0, balance, `${a.account_key} is below zero`, ids));
    // Figures are read by key: an account whose key names another owner would show someone else's money.
    const key = accountKey({ kind: a.kind as AccountKind, userId: a.user_id, projectId: a.project_id });
    if (key !== a.account_key) found.push(mismatch('user_figures', 0, 0, `${a.account_key} does not name its own owner (${key})`, ids));
  }
  return { count: rows.length, found };
}

/** Double entry: all debits posted equal all credits posted. */
async function debitsEqualCredits(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('debits_posted'), eb.lit(0)).as('debits'), eb.fn.coalesce(eb.fn.sum<number>('credits_posted'), eb.lit(0)).as('credits')])
    .executeTakeFirstOrThrow();
  return n(row.debits) === n(row.credits) ? [] : [mismatch('debits_credits', n(row.debits), n(row.credits), 'Total debits differ from total credits')];
}

/**
 * A project's stored raised amount equals the money put into its holdings (credits), less the
 * migration's corrections of earlier over-stated totals (opening_correction) and reversed losses.
 */
async function projectRaised(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('projects as p')
    .select([
      'p.id',
      'p.raised_amount',
      'p.funding_target',
      sql<number>`coalesce((select sum(a.credits_posted) from accounts a where a.project_id = p.id and a.kind = 'holding'), 0)`.as('credits'),
      sql<number>`coalesce((select sum(t.amount) from transfers t where t.project_id = p.id and t.kind = 'opening_correction'), 0)`.as('corrections'),
      // A reversed loss gives capital back to the holdings; it was never raised.
      sql<number>`coalesce((select sum(t.amount) from transfers t inner join accounts a on a.id = t.credit_account_id where t.project_id = p.id and t.kind = 'distribution_reversal' and a.kind = 'holding'), 0)`.as(
        'returned',
      ),
    ])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const p of rows) {
    const expected = n(p.credits) - n(p.corrections) - n(p.returned);
    if (n(p.raised_amount) !== expected)
      found.push(mismatch('project_raised', expected, n(p.raised_amount), 'The raised amount differs from the project holdings', { projectId: p.id }));
  }
  return found;
}

/** Every approved deposit is credited exactly once with its amount; no other deposit is credited. */
async function depositCredits(db: Kysely<Database>): Promise<LedgerMismatchDto[]> {
  const rows = await db
    .selectFrom('deposits as d')
    .select([
      'd.id',
      'd.user_id',
      'd.status',
      'd.amount',
      sql<number>`(select count(*) from transfers t where t.deposit_id = d.id and t.kind = 'deposit')`.as('credits'),
      sql<number>`coalesce((select sum(t.amount) from transfers t where t.deposit_id = d.id and t.kind = 'deposit'), 0)`.as('credited'),
    ])
    .execute();
  const found: LedgerMismatchDto[] = [];
  for (const d of rows) {
    const expected = d.status === 'approved' ? n(d.amount) : 0;
    const wantCount = d.status === 'approved' ? 1 : 0;
    if (n(d.credits) !== wantCount || n(d.credited) !== expected) {
      found.push(mismatch('deposit_credits', expected, n(d.credited), `Deposit ${d.id} (${d.status}) credited ${n(d.credits)} times`, { userId: d.user_id }));
    }
  }
  return found;
}

/** GET /api/ledger/check: every invariant of MONEY.md, read from the database as it is now. */
export async function checkLedger(db: Kysely<Database>): Promise<LedgerCheckResponse> {
  const totals = await accountTotals(db);
  const transfers = await db
    .selectFrom('transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const mismatches = [
    ...totals.found,
    ...(await debitsEqualCredits(db)),
    ...(await projectRaised(db)),
    ...(await depositCredits(db)),
    ...(await completedHoldings(db)),
    ...(await archivedProjectMoney(db)),
    ...(await projectOpeningCapital(db)),
    ...(await distributionReversals(db)),
    ...(await distributionProblems(db)),
    ...(await withdrawalProblems(db)),
    ...(await postingProgress(db)),
  ];
  return { ok: mismatches.length === 0, accounts: totals.count, transfers: n(transfers.n), mismatches };
}
