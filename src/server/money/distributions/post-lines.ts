import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import { newId, newOrderedIds } from '../../db/ids';
import type { Database } from '../../db/schema';
import { accountKey, holding, wallet, type AccountSpec } from '../ledger/account-keys';
import { accountIdFor, balanceOf } from '../ledger/accounts';
import { InsufficientBalanceError } from '../ledger/post-transfer';
import type { PlannedLine } from './plan';

/** What every line transfer of one distribution shares. */
export interface LineTransfers {
  kind: DatabaseKind;
  projectId: string;
  distributionId: string;
  actorId: string;
  createdAt: string;
}

/** One row of the derived table j: a line's transfer id, its holding, the wallet it pays, its amount. */
interface LineRow {
  id: string;
  accountId: string;
  walletId: string | null;
  userId: string | null;
  amount: number;
}

/**
 * The rows as one derived table j(id, account_id, wallet_id, user_id, amount), sent as one
 * parameter set whatever the number of holders: a JSON text on SQLite, five arrays on PostgreSQL.
 * The database reads it in the order given, which is the order the rows are written in.
 */
function linesTable(kind: DatabaseKind, rows: readonly LineRow[]): RawBuilder<unknown> {
  if (kind === 'postgres') {
    const column = <K extends keyof LineRow>(key: K) => rows.map((row) => row[key]);
    return sql`unnest(${column('id')}::text[], ${column('accountId')}::text[], ${column('walletId')}::text[], ${column('userId')}::text[], ${column('amount')}::bigint[]) as j(id, account_id, wallet_id, user_id, amount)`;
  }
  const json = JSON.stringify(rows.map((row) => [row.id, row.accountId, row.walletId, row.userId, row.amount]));
  return sql`(select value ->> 0 as id, value ->> 1 as account_id, value ->> 2 as wallet_id, value ->> 3 as user_id, value ->> 4 as amount from json_each(${json})) as j`;
}

const byKey =
  <K extends 'accountId' | 'walletId'>(key: K) =>
  (a: Pick<LineRow, K>, b: Pick<LineRow, K>) => {
    const x = a[key] ?? '';
    const y = b[key] ?? '';
    return x < y ? -1 : x > y ? 1 : 0;
  };

/**
 * The lines as rows in `key` order, with transfer ids ascending in that same order: each statement
 * then walks the account pages and the indexes it writes from one end to the other, instead of
 * jumping to a random page for each of 100,000 lines.
 */
function rowsInOrder(lines: readonly PlannedLine[], key: 'accountId' | 'walletId'): LineRow[] {
  const rows = lines.map((line) => ({ id: '', accountId: line.accountId, walletId: line.walletId ?? null, userId: line.userId, amount: line.amount })).sort(byKey(key));
  const ids = newOrderedIds(rows.length);
  rows.forEach((row, i) => (row.id = ids[i] ?? ''));
  return rows;
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/**
 * The wallet of each investor line: as the weights read found it, or, for an investor without one
 * yet, created (insert-or-nothing on the unique key, as accountIdFor) and looked up.
 */
async function withWallets(trx: Kysely<Database>, kind: DatabaseKind, lines: readonly PlannedLine[], now: string): Promise<PlannedLine[]> {
  const missing = [...new Set(lines.filter((line) => !line.walletId && line.userId !== null).map((line) => line.userId as string))];
  if (missing.length === 0) return [...lines];
  for (let at = 0; at < missing.length; at += 500) {
    const values = missing.slice(at, at + 500).map((userId) => ({
      id: newId(),
      kind: 'investor_wallet' as const,
      user_id: userId,
      project_id: null,
      account_key: accountKey(wallet(userId)),
      created_at: now,
      updated_at: now,
    }));
    await trx
      .insertInto('accounts')
      .values(values)
      .onConflict((oc) => oc.column('account_key').doNothing())
      .execute();
  }
  const j = linesTable(
    kind,
    missing.map((userId) => ({ id: '', accountId: '', walletId: null, userId, amount: 0 })),
  );
  const found = await sql<{ user_id: string; id: string }>`select j.user_id, w.id from ${j} join accounts w on w.account_key = ${accountKey(wallet(''))} || j.user_id`.execute(trx);
  const walletOf = new Map(found.rows.map((row) => [row.user_id, row.id]));
  return lines.map((line) => (line.walletId || line.userId === null ? line : { ...line, walletId: walletOf.get(line.userId) ?? null }));
}

/** Inserts the lines' transfers with one INSERT … SELECT (`rows`, from j). */
async function insertTransfers(trx: Kysely<Database>, kind: 'profit' | 'loss', rows: RawBuilder<unknown>, expected: number): Promise<void> {
  const result = await sql`
    insert into transfers (id, debit_account_id, credit_account_id, amount, kind, user_id, project_id, distribution_id, actor_id, created_at)
    ${rows}`.execute(trx);
  if (affected(result) !== expected) throw new Error(`A ${kind} distribution wrote ${affected(result)} of its ${expected} transfers.`);
}

/**
 * A profit's investor lines (income → each wallet), set-based: the transfers, the wallets' credits,
 * project_income's debit and each holding's profit_posted, in a few statements inside the caller's
 * transaction. The company holding's line (to company_income) is the caller's: one transfer.
 */
export async function postProfitLines(trx: Kysely<Database>, at: LineTransfers, lines: readonly PlannedLine[]): Promise<void> {
  const investors = await withWallets(
    trx,
    at.kind,
    lines.filter((line) => line.amount > 0 && line.userId !== null),
    at.createdAt,
  );
  const posted = lines.filter((line) => line.amount > 0);
  if (investors.length > 0) {
    // In wallet order: the inserts' credit index and foreign-key reads, and the wallets' update, go page by page.
    const j = linesTable(at.kind, rowsInOrder(investors, 'walletId'));
    const incomeId = await accountIdFor(trx, { kind: 'project_income', projectId: at.projectId });
    await insertTransfers(
      trx,
      'profit',
      sql`select j.id, ${incomeId}, j.wallet_id, j.amount, 'profit', j.user_id, ${at.projectId}, ${at.distributionId}, ${at.actorId}, ${at.createdAt} from ${j}`,
      investors.length,
    );
    // One line per holding and one holding per investor and project: each wallet matches one line.
    const credited = await sql`update accounts set credits_posted = credits_posted + j.amount, updated_at = ${at.createdAt}
      from ${j} where accounts.id = j.wallet_id and accounts.kind = 'investor_wallet'`.execute(trx);
    if (affected(credited) !== investors.length) throw new Error('A profit line found no wallet.');
    const total = investors.reduce((sum, line) => sum + line.amount, 0);
    await sql`update accounts set debits_posted = debits_posted + ${total}, updated_at = ${at.createdAt} where id = ${incomeId}`.execute(trx);
  }
  await addPosted(trx, at.kind, 'profit_posted', posted);
}

/** Each holding's running profit or loss share (MONEY.md), one UPDATE … FROM for all lines. */
async function addPosted(trx: Kysely<Database>, kind: DatabaseKind, column: 'profit_posted' | 'loss_posted', lines: readonly PlannedLine[]): Promise<void> {
  if (lines.length === 0) return;
  const j = linesTable(kind, rowsInOrder(lines, 'accountId'));
  const result = await sql`update accounts set ${sql.ref(column)} = ${sql.ref(column)} + j.amount from ${j} where accounts.id = j.account_id`.execute(trx);
  if (affected(result) !== lines.length) throw new Error(`A distribution line found no holding (${column}).`);
}

/**
 * A loss's lines (each holding → project_losses), set-based. The holdings are debited by one
 * conditional UPDATE, as postTransfer debits a balance-limited account: a holding that no longer
 * holds its line is not updated, fewer rows than lines means the money is not there, and the
 * refusal rolls the caller's transaction back with nothing written.
 */
export async function postLossLines(trx: Kysely<Database>, at: LineTransfers, lines: readonly PlannedLine[]): Promise<void> {
  const posted = lines.filter((line) => line.amount > 0);
  if (posted.length === 0) return;
  const j = linesTable(at.kind, rowsInOrder(posted, 'accountId'));
  const debited = await sql`update accounts set debits_posted = debits_posted + j.amount, loss_posted = loss_posted + j.amount, updated_at = ${at.createdAt}
    from ${j} where accounts.id = j.account_id and accounts.kind = 'holding' and accounts.credits_posted - accounts.debits_posted >= j.amount`.execute(trx);
  if (affected(debited) !== posted.length) throw await insufficientHolding(trx, at.projectId, posted);
  const lossesId = await accountIdFor(trx, { kind: 'project_losses', projectId: at.projectId });
  await insertTransfers(
    trx,
    'loss',
    sql`select j.id, j.account_id, ${lossesId}, j.amount, 'loss', j.user_id, ${at.projectId}, ${at.distributionId}, ${at.actorId}, ${at.createdAt} from ${j}`,
    posted.length,
  );
  const total = posted.reduce((sum, line) => sum + line.amount, 0);
  await sql`update accounts set credits_posted = credits_posted + ${total}, updated_at = ${at.createdAt} where id = ${lossesId}`.execute(trx);
}

/** The refusal postTransfer gives: the first holding short of its line, with what it holds. */
async function insufficientHolding(trx: Kysely<Database>, projectId: string, lines: readonly PlannedLine[]): Promise<InsufficientBalanceError> {
  const rows = await trx.selectFrom('accounts').select(['id', 'credits_posted', 'debits_posted']).where('kind', '=', 'holding').where('project_id', '=', projectId).execute();
  const balances = new Map(rows.map((row) => [row.id, Number(row.credits_posted) - Number(row.debits_posted)]));
  const short = lines.find((line) => (balances.get(line.accountId) ?? 0) < line.amount);
  const spec: AccountSpec = holding(short?.userId ?? null, projectId);
  return new InsufficientBalanceError(short ? (balances.get(short.accountId) ?? 0) : await balanceOf(trx, spec));
}
