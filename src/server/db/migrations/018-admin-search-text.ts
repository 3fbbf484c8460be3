import type { Kysely } from 'kysely';

/** The same text `userSearchText` (repositories/users.ts) writes; kept here as it was at this point in history. */
const searchText = (user: { fullname: string; email: string; phone: string | null; nid: string | null }) =>
  [user.fullname, user.email, user.phone ?? '', user.nid ?? ''].join('\n').toLowerCase();

/**
 * Administrators made from ADMIN_EMAIL before this migration were stored with an empty search text,
 * so the Users tab's search never found them (met by the phone e2e run once the list was long). Every
 * row still empty gets its text; nothing else writes an empty one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const users = (await db.selectFrom('users').select(['id', 'fullname', 'email', 'phone', 'nid']).where('search_text', '=', '').execute()) as {
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
}

/** Nothing to undo: the text is what every other row carries. */
export async function down(): Promise<void> {}
