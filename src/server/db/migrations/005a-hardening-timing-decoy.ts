import type { Kysely } from 'kysely';

/**
 * One row that wrong-code answers for unknown addresses rewrite (with the time), so that
 * answer commits a real write like a known account's wrong code does (its attempt counter): the
 * same database work either way, and no timing difference.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('timing_decoy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('touched', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.insertInto('timing_decoy').values({ id: 1, touched: 'decoy' }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('timing_decoy').execute();
}
