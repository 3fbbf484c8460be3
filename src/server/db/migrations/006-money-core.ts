import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from './append-only';

/**
 * The money core (MONEY.md): double-entry accounts and immutable transfers replace the
 * counters (users.total_*), the ledger rows and the fund allocations. The old history is carried
 * over as transfers, so every figure afterwards is read from accounts: approved deposits become
 * wallet money, allocations and the rest of each raised amount become company holdings, expenses
 * leave the bank. Kysely<any>: the schema as it is at this point in history.
 */
const newId = () => randomBytes(12).toString('hex');

interface AccountSpec {
  kind: string;
  userId?: string | null;
  projectId?: string | null;
}

/** The same keys money/ledger/account-keys.ts writes; kept here as they are at this point in history. */
function keyOf({ kind, userId, projectId }: AccountSpec): string {
  if (kind === 'investor_wallet') return `investor_wallet:${userId}`;
  if (kind === 'holding') return `holding:${userId ?? 'company'}:${projectId}`;
  return kind;
}

async function createTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('project_id', 'varchar(32)', (c) => c.references('projects.id'))
    // 'bank', 'investor_wallet:<user>', 'holding:<user|company>:<project>': unique without NULLs in the key.
    .addColumn('account_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('debits_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    // A holding's running profit and loss shares (posted by distributions); Total Profit / Loss read these.
    .addColumn('profit_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('loss_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user').on('accounts').columns(['user_id', 'kind']).execute();
  await db.schema.createIndex('accounts_project').on('accounts').columns(['project_id', 'kind']).execute();

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('debit_account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id'))
    .addColumn('credit_account_id', 'varchar(32)', (c) => c.notNull().references('accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('project_id', 'varchar(32)', (c) => c.references('projects.id'))
    .addColumn('deposit_id', 'varchar(32)', (c) => c.references('deposits.id'))
    .addColumn('expense_id', 'varchar(32)', (c) => c.references('expenses.id'))
    // Later migrations create the distributions and withdrawals tables; the columns wait for them.
    .addColumn('distribution_id', 'varchar(32)')
    .addColumn('withdrawal_id', 'varchar(32)')
    .addColumn('reverses_transfer_id', 'varchar(32)', (c) => c.references('transfers.id'))
    // null only for the migration and the demo seed, which no person performed
    .addColumn('actor_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('transfers_amount_positive', sql`amount > 0`)
    .addCheckConstraint('transfers_two_accounts', sql`debit_account_id <> credit_account_id`)
    .execute();
  // NULLs never collide in a unique index (both databases), so only keyed transfers are unique.
  await db.schema.createIndex('transfers_idempotency').on('transfers').column('idempotency_key').unique().execute();
  // A deposit is credited once, whatever code path or process tries twice.
  await sql`create unique index transfers_deposit_once on transfers (deposit_id) where kind = 'deposit'`.execute(db);
  await db.schema.createIndex('transfers_user_time').on('transfers').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('transfers_debit').on('transfers').column('debit_account_id').execute();
  await db.schema.createIndex('transfers_credit').on('transfers').column('credit_account_id').execute();
  await db.schema.createIndex('transfers_project').on('transfers').column('project_id').execute();

  await db.schema.alterTable('projects').addColumn('funding_target', 'bigint').execute();
  await db.schema
    .alterTable('projects')
    .addColumn('investor_share_percent', 'integer', (c) => c.notNull().defaultTo(70))
    .execute();
}

/** Carries the old counters' history over as transfers; accounts' posted columns are summed at the end. */
async function carryOverHistory(db: Kysely<any>, now: string): Promise<void> {
  const accounts = new Map<string, string>();
  const account = async (spec: AccountSpec): Promise<string> => {
    const key = keyOf(spec);
    const known = accounts.get(key);
    if (known) return known;
    const id = newId();
    await db
      .insertInto('accounts')
      .values({ id, kind: spec.kind, user_id: spec.userId ?? null, project_id: spec.projectId ?? null, account_key: key, created_at: now, updated_at: now })
      .execute();
    accounts.set(key, id);
    return id;
  };
  const transfer = async (debit: AccountSpec, credit: AccountSpec, row: Record<string, unknown> & { amount: number; kind: string; created_at: string }) => {
    const values = { id: newId(), debit_account_id: await account(debit), credit_account_id: await account(credit), ...row };
    await db.insertInto('transfers').values(values).execute();
  };

  const deposits = await db
    .selectFrom('deposits')
    .select(['id', 'user_id', 'amount', 'reviewed_by', 'reviewed_at', 'created_at'])
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .execute();
  for (const d of deposits) {
    await transfer(
      { kind: 'bank' },
      { kind: 'investor_wallet', userId: d.user_id },
      {
        amount: Number(d.amount),
        kind: 'deposit',
        user_id: d.user_id,
        deposit_id: d.id,
        actor_id: d.reviewed_by,
        created_at: d.reviewed_at ?? d.created_at,
      },
    );
  }

  const projects = await db.selectFrom('projects').select(['id', 'raised_amount', 'created_at']).orderBy('created_at').execute();
  for (const p of projects) {
    const company = { kind: 'holding', projectId: p.id };
    const allocations = await db.selectFrom('fund_allocations').select(['amount', 'created_by', 'created_at']).where('project_id', '=', p.id).orderBy('created_at').execute();
    let allocated = 0;
    for (const a of allocations) {
      allocated += Number(a.amount);
      await transfer({ kind: 'company_capital' }, company, {
        amount: Number(a.amount),
        kind: 'company_investment',
        project_id: p.id,
        actor_id: a.created_by,
        created_at: a.created_at,
      });
    }
    // The opening amount and admin corrections: whatever of the raised amount allocations do not explain.
    const rest = Number(p.raised_amount) - allocated;
    const moved = { project_id: p.id, actor_id: null, created_at: p.created_at };
    if (rest > 0) await transfer({ kind: 'opening_capital' }, company, { ...moved, amount: rest, kind: 'opening_capital' });
    if (rest < 0) await transfer(company, { kind: 'opening_capital' }, { ...moved, amount: -rest, kind: 'opening_correction' });
  }

  const expenses = await db.selectFrom('expenses').select(['id', 'amount', 'created_by', 'created_at']).orderBy('created_at').execute();
  for (const e of expenses) {
    await transfer({ kind: 'expenses' }, { kind: 'bank' }, { amount: Number(e.amount), kind: 'expense', expense_id: e.id, actor_id: e.created_by, created_at: e.created_at });
  }

  await sql`update accounts set
    debits_posted = coalesce((select sum(t.amount) from transfers t where t.debit_account_id = accounts.id), 0),
    credits_posted = coalesce((select sum(t.amount) from transfers t where t.credit_account_id = accounts.id), 0)`.execute(db);
  // raised_amount stays a stored balance: it already equals the company holdings just written.
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTables(db);
  await carryOverHistory(db, new Date().toISOString());
  await makeAppendOnly(db, 'transfers');
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('fund_allocations').execute();
  for (const column of ['total_investment', 'total_profit', 'total_loss']) await db.schema.alterTable('users').dropColumn(column).execute();
}

/** Back to the counters' schema (the history stays behind in no table: a down migration is for development). */
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['total_investment', 'total_profit', 'total_loss']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await dropAppendOnly(db, 'transfers');
  await db.schema.dropTable('transfers').execute();
  await db.schema.dropTable('accounts').execute();
  await db.schema.alterTable('projects').dropColumn('investor_share_percent').execute();
  await db.schema.alterTable('projects').dropColumn('funding_target').execute();
}
