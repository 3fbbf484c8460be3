import type { Kysely } from 'kysely';
import { migrateToLatest, type DatabaseKind } from '../../src/server/db/connection';
import { stepMigrator, useMigrationDatabase } from './helpers/migration-database';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

/** Migration 019: references compared by a key; old rows get theirs, old duplicates are kept without failing. */
describe.each(databaseKinds)('migration 019 (payment reference keys) on %s', (kind: DatabaseKind) => {
  const database = useMigrationDatabase(kind, 'reference-keys-migration');

  test('old rows get their key, the oldest of a duplicate group keeps it, later ones keep their text; new uses are refused; down restores', async () => {
    const handle = database();
    const db = handle.db as Kysely<any>;
    const migrator = await stepMigrator(db, kind);
    expect((await migrator.migrateTo('018-admin-search-text')).error).toBeUndefined();
    const investor = await createTestUser(handle.db);
    const deposit = (id: string, method: string | null, reference: string | null, minute: number) => ({
      id,
      user_id: investor.user.id,
      amount: 100_00,
      status: 'pending',
      screenshot_key: `${investor.user.id}/${id}.png`,
      method,
      reference,
      created_at: at(minute),
      updated_at: at(minute),
    });
    // Allowed by the old exact index: one payment written three ways, and one TrxID for two methods.
    await db
      .insertInto('deposits')
      .values([
        deposit('d3', 'bank', 'FT1 23', 3),
        deposit('d1', 'bank', 'FT123', 1),
        deposit('d2', 'bank', 'ft-123', 2),
        deposit('d4', 'bkash', 'AB12CD34', 4),
        deposit('d5', 'nagad', 'AB12CD34', 5),
        deposit('d6', null, null, 6),
        deposit('d7', 'bank', ' - ', 7),
      ])
      .execute();
    const withdrawal = (id: string, reference: string | null, minute: number) => ({
      id,
      user_id: investor.user.id,
      amount: 100_00,
      method: 'bkash',
      account: '{"number":"01712345678"}',
      payout_key: 'bkash:01712345678',
      status: reference ? 'paid' : 'pending',
      reference,
      idempotency_key: `old-${id}`,
      created_at: at(minute),
      updated_at: at(minute),
    });
    await db
      .insertInto('withdrawals')
      .values([withdrawal('w1', 'trx-9', 1), withdrawal('w2', 'TRX9', 2), withdrawal('w3', null, 3)])
      .execute();

    await migrateToLatest(handle.db);

    expect(await handle.db.selectFrom('deposits').select(['id', 'reference', 'reference_key']).orderBy('id').execute()).toEqual([
      { id: 'd1', reference: 'FT123', reference_key: 'FT123' },
      { id: 'd2', reference: 'ft-123', reference_key: null },
      { id: 'd3', reference: 'FT1 23', reference_key: null },
      { id: 'd4', reference: 'AB12CD34', reference_key: 'AB12CD34' },
      { id: 'd5', reference: 'AB12CD34', reference_key: 'AB12CD34' },
      { id: 'd6', reference: null, reference_key: null },
      { id: 'd7', reference: ' - ', reference_key: null },
    ]);
    expect(await handle.db.selectFrom('withdrawals').select(['id', 'reference_key']).orderBy('id').execute()).toEqual([
      { id: 'w1', reference_key: 'TRX9' },
      { id: 'w2', reference_key: null },
      { id: 'w3', reference_key: null },
    ]);
    // A new row with the group's key is refused by the index.
    const again = db
      .insertInto('deposits')
      .values({ ...deposit('d8', 'bank', 'F T 1 2 3', 8), reference_key: 'FT123' })
      .execute();
    await expect(again).rejects.toMatchObject({ code: expect.stringMatching(/^(23505|SQLITE_CONSTRAINT_UNIQUE)$/) });

    // Down brings back the exact index: the old rows still satisfy it.
    expect((await migrator.migrateTo('018-admin-search-text')).error).toBeUndefined();
    expect(await handle.db.selectFrom('deposits').select('id').orderBy('id').execute()).toHaveLength(7);
  });
});
