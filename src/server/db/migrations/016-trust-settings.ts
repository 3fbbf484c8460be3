import type { Kysely } from 'kysely';

/**
 * Trust: the company's registration details (one row, id 'company') and the Shariah
 * advisors shown on /shariah-governance, both edited in the admin Settings tab; and when an
 * investor confirmed at sign-up being 18 or older and accepting the terms. Accounts made before
 * this keep null: they never saw the question.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_settings')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('legal_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('legal_name_bn', 'varchar(200)')
    .addColumn('registration_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('trade_licence_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('tin', 'varchar(12)', (c) => c.notNull())
    .addColumn('bin', 'varchar(14)')
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('address_bn', 'varchar(500)')
    .addColumn('phone', 'varchar(24)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shariah_advisors')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_bn', 'varchar(120)')
    .addColumn('credentials', 'varchar(500)', (c) => c.notNull())
    .addColumn('credentials_bn', 'varchar(500)')
    .addColumn('photo_url', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The public page lists advisors in this order.
  await db.schema.createIndex('shariah_advisors_order').on('shariah_advisors').columns(['display_order', 'created_at', 'id']).execute();

  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
  await db.schema.dropTable('shariah_advisors').execute();
  await db.schema.dropTable('company_settings').execute();
}
