import type { Kysely } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history,
// not the table types of today.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('fullname', 'varchar(120)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)')
    .addColumn('nid', 'varchar(32)')
    .addColumn('unique_id', 'varchar(32)')
    .addColumn('profile_image', 'text')
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('investor'))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .addColumn('total_investment', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_profit', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_loss', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Keyset paging of the admin users list walks (created_at, id) newest first.
  await db.schema.createIndex('users_created_at_id').on('users').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)')
    .addColumn('price', 'varchar(32)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('default_image', 'text', (c) => c.notNull())
    .addColumn('gallery_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('target_achieved', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('raised_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('roi', 'double precision', (c) => c.notNull())
    .addColumn('investment_options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_created_at_id').on('projects').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('discounts')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('company', 'varchar(120)', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('percent', 'double precision')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('discounts_created_at').on('discounts').column('created_at').execute();

  await db.schema
    .createTable('bank_info')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('bank_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bank_info', 'discounts', 'projects', 'users']) await db.schema.dropTable(table).execute();
}
