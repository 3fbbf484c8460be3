import type { Kysely } from 'kysely';

/** The same text `userSearchText` (repositories/users.ts) writes; kept here as it was at this point in history. */
const searchText = (user: { fullname: string; email: string; phone: string | null; nid: string | null }) =>
  [user.fullname, user.email, user.phone ?? '', user.nid ?? ''].join('\n').toLowerCase();

/**
 * The admin users search reads one lower-cased column through an index that also holds the list's
 * order, so a search over 100k users scans the index alone instead of every row (PERFORMANCE.md #4).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const users = (await db.selectFrom('users').select(['id', 'fullname', 'email', 'phone', 'nid']).execute()) as {
    id: string;
    fullname: string;
    email: string;
    phone: string | null;
    nid: string | null;
  }[];
  for (const user of users)
    await db
      .updateTable('users')
      .set({ search_text: searchText(user) })
      .where('id', '=', user.id)
      .execute();
  await db.schema.createIndex('users_search').on('users').columns(['is_active', 'created_at', 'id', 'search_text']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_search').execute();
  await db.schema.alterTable('users').dropColumn('search_text').execute();
}
