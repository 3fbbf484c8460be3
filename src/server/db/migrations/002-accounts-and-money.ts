import type { Kysely } from 'kysely';

// Kysely<any>: a migration describes the schema as it was at its own point in history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    // sha256 of the bearer token: a stolen database does not yield usable sessions.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_codes')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_codes_user_id').on('email_codes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('screenshot_key', 'text', (c) => c.notNull())
    .addColumn('admin_remarks', 'text')
    .addColumn('reviewed_by', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'varchar(32)')
    // A retried submission with the same key returns the first deposit instead of a second one.
    .addColumn('idempotency_key', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deposits_user_created').on('deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_created').on('deposits').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('deposits_idempotency').on('deposits').columns(['user_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('expenses')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expenses_created').on('expenses').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('fund_allocations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull().references('projects.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fund_allocations_project').on('fund_allocations').column('project_id').execute();

  // Append-only: every approved deposit, allocation, expense and change of a project's raised
  // amount is one row. The unique source columns make a second credit for one deposit impossible.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('entry_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('project_id', 'varchar(32)', (c) => c.references('projects.id'))
    .addColumn('deposit_id', 'varchar(32)', (c) => c.unique().references('deposits.id'))
    .addColumn('allocation_id', 'varchar(32)', (c) => c.unique().references('fund_allocations.id'))
    .addColumn('expense_id', 'varchar(32)', (c) => c.unique().references('expenses.id'))
    // null only for the demo seed, which no person performed
    .addColumn('actor_id', 'varchar(32)', (c) => c.references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_user').on('ledger_entries').column('user_id').execute();
  await db.schema.createIndex('ledger_project').on('ledger_entries').column('project_id').execute();

  // Deleting a project archives it: allocations and ledger rows keep pointing at it.
  await db.schema.alterTable('projects').addColumn('archived_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('archived_at').execute();
  for (const table of ['ledger_entries', 'fund_allocations', 'expenses', 'deposits', 'password_resets', 'email_codes', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
