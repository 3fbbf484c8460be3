import { sql, type Kysely } from 'kysely';

/**
 * Every message to a person is a row here first, written in the transaction of the event that
 * causes it, so neither a relay outage nor a crash after the commit can lose it (README, "Outbox").
 * The dedupe key is unique: an event that runs again adds nothing. A row is claimed for a while
 * (locked_until) by one process's worker, so two processes never send it together.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('channel', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(320)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(32)')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(32)')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addCheckConstraint('outbox_channel', sql`channel in ('email', 'sms')`)
    .addCheckConstraint('outbox_status', sql`status in ('pending', 'sent', 'failed')`)
    .execute();
  // Workers look only at what is due; sent rows, the bulk, stay out of that index.
  await sql`create index outbox_due on outbox (next_attempt_at) where status = 'pending'`.execute(db);
  await db.schema.createIndex('outbox_status_created').on('outbox').columns(['status', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
