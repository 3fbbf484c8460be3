import type { Kysely } from 'kysely';

/**
 * A reset mail carries an 8-digit code beside the link, for typing on a phone. Only its
 * hash is kept, on the reset row it belongs to, so it shares the link's expiry and single use; the
 * row's `attempts` (there since 002) counts the wrong codes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_resets').addColumn('code_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_resets').dropColumn('code_hash').execute();
}
