import type { Kysely } from 'kysely';

/**
 * A promotion gets an optional Bengali company name and an offer line in both languages,
 * an optional last day (`ends_at`, a Bangladesh day 'YYYY-MM-DD', so it compares as text on both
 * databases), and a soft delete (`removed_at`): a removed promotion leaves every list, but the
 * audit trail can still name the row it points at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('discounts').addColumn('company_bn', 'varchar(120)').execute();
  await db.schema.alterTable('discounts').addColumn('offer', 'varchar(160)').execute();
  await db.schema.alterTable('discounts').addColumn('offer_bn', 'varchar(160)').execute();
  await db.schema.alterTable('discounts').addColumn('ends_at', 'varchar(10)').execute();
  await db.schema.alterTable('discounts').addColumn('removed_at', 'varchar(32)').execute();
  await db.schema.alterTable('discounts').addColumn('updated_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['updated_at', 'removed_at', 'ends_at', 'offer_bn', 'offer', 'company_bn']) await db.schema.alterTable('discounts').dropColumn(column).execute();
}
