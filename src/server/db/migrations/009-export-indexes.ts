import type { Kysely } from 'kysely';

/**
 * The admin CSV exports walk transfers and distributions oldest first by keyset on
 * (created_at, id); without these indexes every page of a big ledger would scan and sort the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('transfers_created').on('transfers').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('distributions_created').on('distributions').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('distributions_created').execute();
  await db.schema.dropIndex('transfers_created').execute();
}
