import { sql, type Kysely } from 'kysely';

/**
 * A project's figures from one place each: the capital it raised before listing (opening capital,
 * set once at creation) is kept beside its raised amount, so a page can tell it apart from money
 * invested on the platform; and the expected return is one field, the spec's roi, which takes the
 * expected profit rate where an admin gave one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('opening_capital', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update projects set opening_capital = coalesce((select sum(case when t.kind = 'opening_capital' then t.amount else -t.amount end)
    from transfers t where t.project_id = projects.id and t.kind in ('opening_capital', 'opening_correction')), 0)`.execute(db);
  await sql`update projects set opening_capital = 0 where opening_capital < 0`.execute(db);
  await sql`update projects set roi = expected_profit_rate_bp / 100.0 where expected_profit_rate_bp is not null`.execute(db);
  await db.schema.alterTable('projects').dropColumn('expected_profit_rate_bp').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('expected_profit_rate_bp', 'integer').execute();
  await db.schema.alterTable('projects').dropColumn('opening_capital').execute();
}
