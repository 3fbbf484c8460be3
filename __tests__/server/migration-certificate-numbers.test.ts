import type { Kysely } from 'kysely';
import { migrateToLatest, type DatabaseKind } from '../../src/server/db/connection';
import { stepMigrator, useMigrationDatabase } from './helpers/migration-database';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

/** Migration 025: holdings invested in before it keep the CER- number their certificates printed, made unique. */
describe.each(databaseKinds)('migration 025 (certificate numbers) on %s', (kind: DatabaseKind) => {
  const database = useMigrationDatabase(kind, 'certificate-numbers-migration');

  test('each invested holding gets its printed number; a repeated prefix a longer one; no number without an investment', async () => {
    const handle = database();
    const db = handle.db as Kysely<any>;
    const migrator = await stepMigrator(db, kind);
    expect((await migrator.migrateTo('020-two-factor-failures')).error).toBeUndefined();
    const karim = (await createTestUser(handle.db)).user.id;
    const rahima = (await createTestUser(handle.db)).user.id;
    const at = (minute: number) => `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await db
      .insertInto('projects')
      .values({
        id: 'p00000000000000000000001',
        title: 'Mill',
        location: null,
        price: '1000',
        description: 'A mill',
        default_image: '/x.jpg',
        gallery_images: '[]',
        target_achieved: 0,
        roi: 0,
        investment_options: '[]',
        created_at: at(0),
        updated_at: at(0),
      })
      .execute();
    const account = (id: string, accountKind: string, userId: string | null, key: string, minute: number) => ({
      id,
      kind: accountKind,
      user_id: userId,
      project_id: accountKind === 'holding' ? 'p00000000000000000000001' : null,
      account_key: key,
      created_at: at(minute),
      updated_at: at(minute),
    });
    await db
      .insertInto('accounts')
      .values([
        account('wallet000000000000000001', 'investor_wallet', karim, `investor_wallet:${karim}`, 0),
        account('wallet000000000000000002', 'investor_wallet', rahima, `investor_wallet:${rahima}`, 0),
        account('0a1b2c3d0000000000000001', 'holding', karim, `holding:${karim}:p1`, 1),
        // Later, the same first 8 characters: its certificate could not be told from Karim's.
        account('0a1b2c3dffff000000000002', 'holding', rahima, `holding:${rahima}:p1`, 2),
        // Opened, never invested in: nothing to certify.
        account('9f8e7d6c0000000000000003', 'holding', rahima, `holding:${rahima}:p2`, 3),
        account('c0c0c0c00000000000000004', 'holding', null, 'holding:company:p1', 4),
      ])
      .execute();
    const transfer = (id: string, from: string, to: string, transferKind: string, userId: string | null, minute: number) => ({
      id,
      debit_account_id: from,
      credit_account_id: to,
      amount: 100000,
      kind: transferKind,
      user_id: userId,
      project_id: 'p00000000000000000000001',
      created_at: at(minute),
    });
    await db
      .insertInto('transfers')
      .values([
        transfer('t00000000000000000000001', 'wallet000000000000000001', '0a1b2c3d0000000000000001', 'investment', karim, 5),
        transfer('t00000000000000000000002', 'wallet000000000000000002', '0a1b2c3dffff000000000002', 'investment', rahima, 6),
        transfer('t00000000000000000000003', 'wallet000000000000000001', 'c0c0c0c00000000000000004', 'company_investment', null, 7),
      ])
      .execute();

    await migrateToLatest(handle.db);

    expect(await handle.db.selectFrom('certificates').select(['account_id', 'number', 'created_at']).orderBy('created_at').execute()).toEqual([
      { account_id: '0a1b2c3d0000000000000001', number: 'CER-0A1B2C3D', created_at: at(1) },
      { account_id: '0a1b2c3dffff000000000002', number: 'CER-0A1B2C3DFFFF', created_at: at(2) },
    ]);
    // The index refuses a second holding with the same number. Matched by message, not `toThrow()`:
    // better-sqlite3's error class comes from the first test file's realm in a jest worker, so in a
    // later file it is no `instanceof Error` and `toThrow()` reports that nothing was thrown.
    await expect(
      handle.db
        .insertInto('certificates')
        .values({ account_id: '9f8e7d6c0000000000000003', number: 'CER-0A1B2C3D', created_at: at(9) })
        .execute(),
    ).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));

    expect((await migrator.migrateTo('020-two-factor-failures')).error).toBeUndefined();
    await expect(db.selectFrom('certificates').selectAll().execute()).rejects.toHaveProperty('message', expect.stringMatching(/no such table|does not exist/));
  });
});
