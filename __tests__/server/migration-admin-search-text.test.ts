import type { Kysely } from 'kysely';
import { migrateToLatest, type DatabaseKind } from '../../src/server/db/connection';
import { stepMigrator, useMigrationDatabase } from './helpers/migration-database';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

/** Migration 018: admins created from ADMIN_EMAIL with an empty search text become findable. */
describe.each(databaseKinds)('migration 018 (admin search text) on %s', (kind: DatabaseKind) => {
  const database = useMigrationDatabase(kind, 'admin-search-text-migration');

  test('an empty search text is filled from the row; a filled one is left alone', async () => {
    const handle = database();
    const db = handle.db as Kysely<any>;
    const migrator = await stepMigrator(db, kind);
    expect((await migrator.migrateTo('017-remarks-bn')).error).toBeUndefined();
    const now = new Date().toISOString();
    const user = (id: string, email: string, searchText: string) => ({
      id,
      email,
      fullname: 'Administrator',
      password_hash: 'x',
      role: 'admin',
      is_verified: 1,
      language: 'en',
      search_text: searchText,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('users')
      .values([user('a1', 'boss@example.com', ''), user('a2', 'other@example.com', 'kept as it is')])
      .execute();

    await migrateToLatest(handle.db);

    const rows = await handle.db.selectFrom('users').select(['id', 'search_text']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'a1', search_text: 'administrator\nboss@example.com\n\n' },
      { id: 'a2', search_text: 'kept as it is' },
    ]);
  });
});
