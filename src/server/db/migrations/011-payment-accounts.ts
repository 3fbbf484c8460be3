import { sql, type Kysely } from 'kysely';

/**
 * Payment accounts (DECISIONS.md): any number of bank, bKash, Nagad and Rocket accounts
 * investors pay deposits into, replacing the one bank_info row. That row is copied over as an
 * active bank account (its id kept, so links and audit entries still name it) and the old table is
 * dropped: the spec's /bank calls now read and write the first active bank payment account.
 *
 * Deposits record how they were paid: the account (its id and its details as they were then), its kind (`method`), the bank reference or
 * TrxID and the sending account. One TrxID pays one deposit: a partial unique index on
 * (method, reference) refuses a second use even from concurrent requests (SQLite and PostgreSQL
 * both index only the rows that have a reference). The screenshot's SHA-256 is indexed so the
 * admin sees deposits that share one picture.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_accounts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(120)')
    .addColumn('branch', 'varchar(120)')
    .addColumn('routing_number', 'varchar(16)')
    .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('instruction_bn', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 while seeded demo details are in place: the deposit screen warns not to send money.
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    // When an admin last changed where money goes (not the instruction's wording alone).
    .addColumn('details_changed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('payment_accounts_kind', sql`kind in ('bank', 'bkash', 'nagad', 'rocket')`)
    .addCheckConstraint('payment_accounts_active', sql`active in (0, 1)`)
    .execute();
  // The public list: active accounts, bank first, oldest first within a kind.
  await db.schema.createIndex('payment_accounts_active_kind').on('payment_accounts').columns(['active', 'kind', 'created_at', 'id']).execute();

  // Nothing is lost: the bank details investors were paying into become the first bank account.
  await sql`
    insert into payment_accounts (id, kind, bank_name, branch, routing_number, account_name, account_number, instruction, instruction_bn, active, is_demo, details_changed_at, created_at, updated_at)
    select id, 'bank', bank_name, null, null, account_name, account_number, instruction, null, 1, is_demo, details_changed_at, updated_at, updated_at from bank_info
  `.execute(db);
  await db.schema.dropTable('bank_info').execute();

  await db.schema
    .alterTable('deposits')
    .addColumn('payment_account_id', 'varchar(32)', (c) => c.references('payment_accounts.id'))
    .execute();
  // The account as it was when paid (JSON): a later edit of the account does not rewrite history.
  await db.schema.alterTable('deposits').addColumn('payment_account_snapshot', 'text').execute();
  await db.schema.alterTable('deposits').addColumn('method', 'varchar(16)').execute();
  await db.schema.alterTable('deposits').addColumn('reference', 'varchar(100)').execute();
  await db.schema.alterTable('deposits').addColumn('sender', 'varchar(100)').execute();
  await db.schema.alterTable('deposits').addColumn('screenshot_hash', 'varchar(64)').execute();
  await db.schema.createIndex('deposits_method_reference').on('deposits').columns(['method', 'reference']).unique().where(sql.ref('reference'), 'is not', null).execute();
  await db.schema.createIndex('deposits_screenshot_hash').on('deposits').column('screenshot_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposits_screenshot_hash').execute();
  await db.schema.dropIndex('deposits_method_reference').execute();
  for (const column of ['screenshot_hash', 'sender', 'reference', 'method', 'payment_account_snapshot', 'payment_account_id'])
    await db.schema.alterTable('deposits').dropColumn(column).execute();
  await db.schema
    .createTable('bank_info')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('bank_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details_changed_at', 'varchar(32)')
    .execute();
  // The old table held one set of details: the first active bank account goes back into it.
  const first = await db
    .selectFrom('payment_accounts')
    .selectAll()
    .where('kind', '=', 'bank')
    .where('active', '=', 1)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (first) {
    await db
      .insertInto('bank_info')
      .values({
        id: first.id,
        bank_name: first.bank_name ?? '',
        account_number: first.account_number,
        account_name: first.account_name,
        instruction: first.instruction,
        updated_at: first.updated_at,
        is_demo: first.is_demo,
        details_changed_at: first.details_changed_at,
      })
      .execute();
  }
  await db.schema.dropTable('payment_accounts').execute();
}
