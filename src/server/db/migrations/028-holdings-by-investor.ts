import type { Kysely } from 'kysely';

/**
 * A project's accounts by kind and then investor, so a distribution reads 100,000 holdings page by
 * page (keyset on the investor) in the order its lines post, without sorting them all for each
 * page. It serves every query the old (project_id, kind) index served, so that one goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('accounts_project_user').on('accounts').columns(['project_id', 'kind', 'user_id']).execute();
  await db.schema.dropIndex('accounts_project').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('accounts_project').on('accounts').columns(['project_id', 'kind']).execute();
  await db.schema.dropIndex('accounts_project_user').execute();
}
