import type { Kysely } from 'kysely';

/**
 * Wrong two-factor codes counted per account, in the database so a restart or another API process
 * does not reset them: one row per account with wrong codes in its current window.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_factor_failures')
    .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey().references('users.id'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_failures').execute();
}
