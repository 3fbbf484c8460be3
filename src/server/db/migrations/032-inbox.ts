import { sql, type Kysely } from 'kysely';

/**
 * The in-app inbox: what happened to a person's money and account, kept to be read again. A row
 * names its kind and keeps the figures, and is worded at read time in the reader's language. Written
 * in the event's own transaction, with a unique dedupe key, as the outbox is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .addColumn('link', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  // A person's newest first, a page at a time.
  await db.schema.createIndex('inbox_user_created').on('inbox').columns(['user_id', 'created_at', 'id']).execute();
  // The bell's count reads only the unread.
  await sql`create index inbox_unread on inbox (user_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inbox').execute();
}
