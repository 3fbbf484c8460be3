import { sql, type Kysely } from 'kysely';
import { dropAppendOnly, makeAppendOnly } from './append-only';

/**
 * Profit and loss sharing (MONEY.md): one row per posted distribution, next to the
 * transfers that carry its money (transfers.distribution_id). A reversal is a new row pointing at
 * the one it reverses, never an edit, so the table is append-only like transfers; the unique index
 * lets a distribution be reversed once, whatever process tries twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('distributions')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(32)', (c) => c.notNull().references('projects.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // 'YYYY-MM-DD' in Bangladesh time, both ends included; text compares as dates do.
    .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('period_end', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('investor_pool', 'bigint', (c) => c.notNull())
    .addColumn('company_share', 'bigint', (c) => c.notNull())
    .addColumn('holders', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reverses_distribution_id', 'varchar(32)', (c) => c.references('distributions.id'))
    .addColumn('reason', 'text')
    .addColumn('actor_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
    .addColumn('idempotency_key', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addCheckConstraint('distributions_kind', sql`kind in ('profit', 'loss')`)
    .addCheckConstraint('distributions_amount_positive', sql`amount > 0`)
    .addCheckConstraint('distributions_period', sql`period_end >= period_start`)
    .execute();
  await db.schema.createIndex('distributions_project_period').on('distributions').columns(['project_id', 'period_start', 'period_end']).execute();
  await db.schema.createIndex('distributions_idempotency').on('distributions').column('idempotency_key').unique().execute();
  await sql`create unique index distributions_reversed_once on distributions (reverses_distribution_id) where reverses_distribution_id is not null`.execute(db);
  await makeAppendOnly(db, 'distributions');
  await db.schema.createIndex('transfers_distribution').on('transfers').column('distribution_id').execute();
  await db.schema.alterTable('projects').addColumn('completed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('completed_at').execute();
  await db.schema.dropIndex('transfers_distribution').execute();
  await dropAppendOnly(db, 'distributions');
  await db.schema.dropTable('distributions').execute();
}
