import { sql, type Kysely } from 'kysely';

/**
 * A money event too large for one transaction (MONEY.md "Posting at scale") posts in chunks. The
 * posting row carries the event's state and progress; each chunk holds its frozen transfers and is
 * claimed once (posted_at), so a crash resumes where it stopped and no line posts twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('postings')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull().references('projects.id'))
    .addColumn('actor_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('lines_total', 'integer', (c) => c.notNull())
    .addColumn('lines_posted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chunks_total', 'integer', (c) => c.notNull())
    .addColumn('chunks_posted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('posted_at', 'varchar(32)')
    .addCheckConstraint('postings_event', sql`event in ('distribution', 'completion')`)
    .addCheckConstraint('postings_status', sql`status in ('posting', 'posted')`)
    .addCheckConstraint('postings_progress', sql`lines_posted <= lines_total and chunks_posted <= chunks_total`)
    .execute();
  await db.schema.createIndex('postings_event_once').on('postings').columns(['event', 'event_id']).unique().execute();
  await db.schema.createIndex('postings_project_status').on('postings').columns(['project_id', 'status']).execute();
  await db.schema
    .createTable('posting_chunks')
    .addColumn('posting_id', 'varchar(32)', (c) => c.notNull().references('postings.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    // poisha: the chunk's transfers in all, and their net change of the project's clearing account (project_income)
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('clearing_net', 'bigint', (c) => c.notNull())
    .addColumn('transfers', 'text', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'varchar(32)')
    .addPrimaryKeyConstraint('posting_chunks_pk', ['posting_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('posting_chunks').execute();
  await db.schema.dropTable('postings').execute();
}
