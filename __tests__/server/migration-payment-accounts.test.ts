import type { Kysely } from 'kysely';
import { migrateToLatest, type DatabaseKind } from '../../src/server/db/connection';
import { findBankInfo, toBankInfoDto } from '../../src/server/db/repositories/bank-info';
import { stepMigrator, useMigrationDatabase } from './helpers/migration-database';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const id = (n: number) => n.toString(16).padStart(24, '0');
const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

describe.each(databaseKinds)('migration 011 (payment accounts) on %s', (kind: DatabaseKind) => {
  const database = useMigrationDatabase(kind, 'payment-migration');

  test('the bank details become the first active bank account, nothing lost; old deposits keep null payment fields', async () => {
    const handle = database();
    const db = handle.db as Kysely<any>;
    const migrator = await stepMigrator(db, kind);
    expect((await migrator.migrateTo('010-withdrawals')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values({
        id: id(1),
        email: 'u1@example.com',
        fullname: 'User 1',
        password_hash: 'x',
        role: 'investor',
        is_verified: 1,
        is_active: 1,
        language: 'en',
        search_text: '',
        created_at: at(1),
        updated_at: at(1),
      })
      .execute();
    await db
      .insertInto('bank_info')
      .values({
        id: id(9),
        bank_name: 'Islami Bank',
        account_number: '2050 1234',
        account_name: 'Halal Invest Ltd',
        instruction: 'Write your customer ID.',
        updated_at: at(3),
        is_demo: 1,
        details_changed_at: at(2),
      })
      .execute();
    await db
      .insertInto('deposits')
      .values({ id: id(20), user_id: id(1), amount: 500_00, status: 'pending', screenshot_key: `${id(1)}/${id(21)}.png`, created_at: at(4), updated_at: at(4) })
      .execute();

    await migrateToLatest(handle.db);

    expect(await handle.db.selectFrom('payment_accounts').selectAll().execute()).toEqual([
      {
        id: id(9),
        kind: 'bank',
        bank_name: 'Islami Bank',
        branch: null,
        routing_number: null,
        account_name: 'Halal Invest Ltd',
        account_number: '2050 1234',
        instruction: 'Write your customer ID.',
        instruction_bn: null,
        active: 1,
        is_demo: 1,
        details_changed_at: at(2),
        created_at: at(3),
        updated_at: at(3),
      },
    ]);
    // The spec's GET /bank answers exactly what it answered before the migration.
    const row = await findBankInfo(handle.db);
    expect(row && toBankInfoDto(row)).toEqual({
      _id: id(9),
      bankName: 'Islami Bank',
      accountNumber: '2050 1234',
      accountName: 'Halal Invest Ltd',
      instruction: 'Write your customer ID.',
      updatedAt: at(3),
      detailsChangedAt: at(2),
      isDemo: true,
    });
    const deposit = await handle.db
      .selectFrom('deposits')
      .select(['payment_account_id', 'payment_account_snapshot', 'method', 'reference', 'sender', 'screenshot_hash'])
      .executeTakeFirstOrThrow();
    expect(deposit).toEqual({ payment_account_id: null, payment_account_snapshot: null, method: null, reference: null, sender: null, screenshot_hash: null });
    // The old table is gone (read as text: a driver's error class may come from another realm).
    const failure = await db
      .selectFrom('bank_info')
      .selectAll()
      .execute()
      .then(
        () => 'no error',
        (error: unknown) => String((error as { message?: unknown })?.message ?? error),
      );
    expect(failure).toMatch(/bank_info/);
    // A kind outside the four is refused by the database too.
    const bad = handle.db
      .insertInto('payment_accounts')
      .values({ id: id(10), kind: 'paypal' as 'bank', account_name: 'x', account_number: '1', instruction: 'x', created_at: at(5), updated_at: at(5) })
      .execute();
    await expect(bad).rejects.toBeTruthy();
  });

  test('a database without bank details migrates to no payment accounts', async () => {
    const handle = database();
    await migrateToLatest(handle.db);
    expect(await handle.db.selectFrom('payment_accounts').selectAll().execute()).toEqual([]);
  });
});
