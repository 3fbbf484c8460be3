import { sql, type Kysely } from 'kysely';
import { migrateToLatest, type DatabaseKind } from '../../src/server/db/connection';
import { requestWithdrawal } from '../../src/server/money/withdrawals/request-withdrawal';
import { fundWallet } from './helpers/money';
import { stepMigrator, useMigrationDatabase } from './helpers/migration-database';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin, createTestUser } from './helpers/users';
import { BANK, HOUR } from './helpers/withdrawal-fixture';

notePostgresSkip();

/** Migration 012: withdrawals made before it get their payout key, so they count as earlier uses of their details. */
describe.each(databaseKinds)('migration 012 (withdrawal hold) on %s', (kind: DatabaseKind) => {
  const database = useMigrationDatabase(kind, 'withdrawal-hold-migration');

  test('earlier withdrawals get their normalised payout key and no hold; a new request to their details is not held; down drops the columns', async () => {
    const handle = database();
    const db = handle.db as Kysely<any>;
    const migrator = await stepMigrator(db, kind);
    expect((await migrator.migrateTo('010-withdrawals')).error).toBeUndefined();
    const investor = await createTestUser(handle.db);
    const old = new Date(Date.now() - 48 * HOUR).toISOString();
    const row = (id: string, method: string, account: object) => ({
      id,
      user_id: investor.user.id,
      amount: 1000,
      method,
      account: JSON.stringify(account),
      status: 'cancelled',
      idempotency_key: `old-${id}`,
      created_at: old,
      updated_at: old,
    });
    await db
      .insertInto('withdrawals')
      .values([row('w1', 'bank', { ...BANK, accountNumber: '2050-1234 567' }), row('w2', 'nagad', { number: '01912345678' })])
      .execute();

    await migrateToLatest(handle.db);

    const rows = await handle.db.selectFrom('withdrawals').select(['id', 'payout_key', 'hold_reasons', 'hold_until']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'w1', payout_key: 'bank:20501234567:125275341', hold_reasons: null, hold_until: null },
      { id: 'w2', payout_key: 'nagad:01912345678', hold_reasons: null, hold_until: null },
    ]);
    const admin = await createTestAdmin(handle.db);
    await fundWallet(handle.db, investor.user.id, admin.user.id, 5000);
    for (const [method, account] of [
      ['bank', BANK],
      ['nagad', { number: '01912345678' }],
    ] as const) {
      const { withdrawal } = await requestWithdrawal(handle.db, { userId: investor.user.id, amount: 100, method, account, idempotencyKey: `new-${method}` });
      expect([method, withdrawal.hold_reasons]).toEqual([method, null]);
    }

    expect((await migrator.migrateTo('010-withdrawals')).error).toBeUndefined();
    const columns =
      kind === 'sqlite'
        ? (await sql<{ name: string }>`pragma table_info(withdrawals)`.execute(db)).rows.map((r) => r.name)
        : (
            await sql<{ name: string }>`select column_name as name from information_schema.columns where table_name = 'withdrawals' and table_schema = current_schema()`.execute(db)
          ).rows.map((r) => r.name);
    expect(columns.filter((name) => ['payout_key', 'hold_reasons', 'hold_until'].includes(name))).toEqual([]);
  });
});
