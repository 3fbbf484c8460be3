import type { Kysely } from 'kysely';

/**
 * The admin deposits tab opens on Pending and pages through every deposit by keyset:
 * this index holds the filter and the order, so the pending count and page 500 of the approved
 * deposits read the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('deposits_status_created').on('deposits').columns(['status', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('deposits_status_created').execute();
}
