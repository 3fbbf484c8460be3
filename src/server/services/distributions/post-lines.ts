import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../../db/connection';
import { newId, newIds } from '../../db/ids';
import type { Database } from '../../db/schema';
import { accountKey, holding, wallet, type AccountSpec } from '../money/account-keys';
import { accountIdFor, balanceOf } from '../money/accounts';
import { InsufficientBalanceError } from '../money/post-transfer';
import type { PlannedLine } from './plan';

/** What every line transfer of one distribution shares. */
export interface LineTransfers {
  kind: DatabaseKind;
  projectId: string;
  distributionId: string;
  actorId: string;
  createdAt: string;
}

/**
 * The lines as one derived table j(id, account_id, user_id, amount), sent as one parameter set
 * whatever the number of holders: a JSON text on SQLite, four arrays on PostgreSQL. `id` is the
 * line's transfer id.
 */
function linesTable(kind: DatabaseKind, lines: readonly PlannedLine[]): RawBuilder<unknown> {
  const ids = newIds(lines.length);
  if (kind === 'postgres') {
    return sql`unnest(${ids}::text[], ${lines.map((l) => l.accountId)}::text[], ${lines.map((l) => l.userId)}::text[], ${lines.map((l) => l.amount)}::bigint[]) as j(id, account_id, user_id, amount)`;
  }
  const rows = JSON.stringify(lines.map((l, i) => [ids[i], l.accountId, l.userId, l.amount]));
  return sql`(select value ->> 0 as id, value ->> 1 as account_id, value ->> 2 as user_id, value ->> 3 as amount from json_each(${rows})) as j`;
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/** The account key of a line's wallet, in SQL (account-keys.ts). */
const walletKeyOf = sql`${accountKey(wallet(''))} || j.user_id`;

/**
 * Creates the investors' wallets a profit pays into when they are missing (an investor always has
 * one, so this normally inserts nothing): insert-or-nothing on the unique key, as accountIdFor.
 */
async function ensureWallets(trx: Kysely<Database>, lines: RawBuilder<unknown>, now: string): Promise<void> {
  const missing = await sql<{ user_id: string }>`
    select j.user_id from ${lines} where j.user_id is not null
      and not exists (select 1 from accounts a where a.account_key = ${walletKeyOf})`.execute(trx);
  if (missing.rows.length === 0) return;
  await trx
    .insertInto('accounts')
    .values(missing.rows.map((row) => ({ id: newId(), kind: 'investor_wallet' as const, user_id: row.user_id, project_id: null, account_key: accountKey(wallet(row.user_id)), created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('account_key').doNothing())
    .execute();
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
  const investors = lines.filter((line) => line.amount > 0 && line.userId !== null);
  const posted = lines.filter((line) => line.amount > 0);
  if (investors.length > 0) {
    const j = linesTable(at.kind, investors);
    await ensureWallets(trx, j, at.createdAt);
    const incomeId = await accountIdFor(trx, { kind: 'project_income', projectId: at.projectId });
    await insertTransfers(
      trx,
      'profit',
      sql`select j.id, ${incomeId}, w.id, j.amount, 'profit', j.user_id, ${at.projectId}, ${at.distributionId}, ${at.actorId}, ${at.createdAt}
        from ${j} join accounts w on w.account_key = ${walletKeyOf}`,
      investors.length,
    );
    // One line per holding and one holding per investor and project: each wallet matches one line.
    const credited = await sql`update accounts set credits_posted = credits_posted + j.amount, updated_at = ${at.createdAt}
      from ${j} where accounts.account_key = ${walletKeyOf}`.execute(trx);
    if (affected(credited) !== investors.length) throw new Error('A profit line found no wallet.');
    const total = investors.reduce((sum, line) => sum + line.amount, 0);
    await sql`update accounts set debits_posted = debits_posted + ${total}, updated_at = ${at.createdAt} where id = ${incomeId}`.execute(trx);
  }
  await addPosted(trx, at.kind, 'profit_posted', posted);
}

/** Each holding's running profit or loss share (MONEY.md), one UPDATE … FROM for all lines. */
async function addPosted(trx: Kysely<Database>, kind: DatabaseKind, column: 'profit_posted' | 'loss_posted', lines: readonly PlannedLine[]): Promise<void> {
  if (lines.length === 0) return;
  const j = linesTable(kind, lines);
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
  const j = linesTable(at.kind, posted);
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
