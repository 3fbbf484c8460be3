import type { Kysely } from 'kysely';

/**
 * Bilingual content: a rejection's reason in Bengali beside the English one, so an
 * investor reading Bengali (screen or mail) is told in Bengali what to fix. Nullable: older rows
 * and an admin who writes only one language keep working; readers fall back to the other text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('deposits').addColumn('admin_remarks_bn', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('admin_remarks_bn', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('admin_remarks_bn').execute();
  await db.schema.alterTable('deposits').dropColumn('admin_remarks_bn').execute();
}
