import type { Kysely } from 'kysely';
import { migrateToLatest, type DatabaseKind } from '../../src/server/db/connection';
import { checkLedger } from '../../src/server/money/check/ledger-check';
import { moneyFiguresOfUser } from '../../src/server/money/reads/figures';
import { balanceByKey } from './helpers/money';
import { stepMigrator, useMigrationDatabase } from './helpers/migration-database';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();
const id = (n: number) => n.toString(16).padStart(24, '0');

/** Rows as the app wrote them before issue 15: counters, ledger rows and fund allocations. */
async function insertOldHistory(db: Kysely<any>): Promise<void> {
  const user = (n: number, role: string, totalInvestment: number) => ({
    id: id(n),
    email: `u${n}@example.com`,
    fullname: `User ${n}`,
    password_hash: 'x',
    role,
    is_verified: 1,
    is_active: 1,
    language: 'en',
    total_investment: totalInvestment,
    total_profit: 0,
    total_loss: 0,
    search_text: '',
    created_at: at(1),
    updated_at: at(1),
  });
  await db
    .insertInto('users')
    .values([user(1, 'admin', 0), user(2, 'investor', 150_000_00), user(3, 'investor', 0)])
    .execute();
  const project = (n: number, raised: number) => ({
    id: id(100 + n),
    title: `Project ${n}`,
    price: '100000',
    description: 'An old project',
    default_image: '',
    gallery_images: '[]',
    target_achieved: 10,
    raised_amount: raised,
    roi: 10,
    investment_options: '[1000]',
    created_at: at(2),
    updated_at: at(2),
  });
  // Project 1: opening 5,000 + allocations 2,000 and 500 = 7,500. Project 2: an edit lowered it below its allocation (3,000 → 1,000).
  await db
    .insertInto('projects')
    .values([project(1, 7_500_00), project(2, 1_000_00), project(3, 0)])
    .execute();
  await db
    .insertInto('fund_allocations')
    .values([
      { id: id(201), project_id: id(101), amount: 2_000_00, created_by: id(1), created_at: at(3) },
      { id: id(202), project_id: id(101), amount: 500_00, created_by: id(1), created_at: at(4) },
      { id: id(203), project_id: id(102), amount: 3_000_00, created_by: id(1), created_at: at(3) },
    ])
    .execute();
  const deposit = (n: number, amount: number, status: string) => ({
    id: id(300 + n),
    user_id: id(2),
    amount,
    status,
    screenshot_key: 'private/x.png',
    reviewed_by: status === 'pending' ? null : id(1),
    reviewed_at: status === 'pending' ? null : at(5),
    created_at: at(4),
    updated_at: at(5),
  });
  await db
    .insertInto('deposits')
    .values([deposit(1, 100_000_00, 'approved'), deposit(2, 50_000_00, 'approved'), deposit(3, 7_00, 'pending'), deposit(4, 9_00, 'rejected')])
    .execute();
  await db
    .insertInto('expenses')
    .values({ id: id(401), description: 'Rent', amount: 1_234_56, category: 'Office', created_by: id(1), created_at: at(6) })
    .execute();
  await db
    .insertInto('ledger_entries')
    .values([
      { id: id(501), entry_type: 'deposit_approved', amount: 100_000_00, user_id: id(2), deposit_id: id(301), actor_id: id(1), created_at: at(5) },
      { id: id(502), entry_type: 'deposit_approved', amount: 50_000_00, user_id: id(2), deposit_id: id(302), actor_id: id(1), created_at: at(5) },
      { id: id(503), entry_type: 'fund_allocation', amount: 2_000_00, project_id: id(101), allocation_id: id(201), actor_id: id(1), created_at: at(3) },
      { id: id(504), entry_type: 'expense', amount: 1_234_56, expense_id: id(401), actor_id: id(1), created_at: at(6) },
    ])
    .execute();
}

describe.each(databaseKinds)('migration 006 (money core) on %s', (kind: DatabaseKind) => {
  const database = useMigrationDatabase(kind, 'money-migration');

  test('carries deposits, allocations, openings and expenses over as transfers; the books balance and every figure holds', async () => {
    const handle = database();
    const db = handle.db as Kysely<any>;
    const migrator = await stepMigrator(db, kind);
    const before = await migrator.migrateTo('005a-hardening-timing-decoy');
    expect(before.error).toBeUndefined();
    await insertOldHistory(db);

    await migrateToLatest(handle.db);

    const check = await checkLedger(handle.db);
    expect(check).toEqual({ ok: true, accounts: expect.any(Number), transfers: 8, mismatches: [] });
    // Approved deposits are wallet money; nothing is invested yet.
    expect(await moneyFiguresOfUser(handle.db, id(2))).toEqual({ availableBalance: 150_000_00, totalInvestment: 0, totalProfit: 0, totalLoss: 0 });
    expect(await moneyFiguresOfUser(handle.db, id(3))).toEqual({ availableBalance: 0, totalInvestment: 0, totalProfit: 0, totalLoss: 0 });
    // Each project's company holding equals its raised amount, which is unchanged.
    const raised = await handle.db.selectFrom('projects').select(['id', 'raised_amount']).orderBy('id').execute();
    expect(raised.map((row) => Number(row.raised_amount))).toEqual([7_500_00, 1_000_00, 0]);
    expect(await balanceByKey(handle.db, `holding:company:${id(101)}`)).toBe(7_500_00);
    expect(await balanceByKey(handle.db, `holding:company:${id(102)}`)).toBe(1_000_00);
    const kinds = await handle.db.selectFrom('transfers').select(['kind', 'amount', 'project_id']).orderBy('kind').orderBy('amount').execute();
    expect(kinds.map((t) => `${t.kind}:${Number(t.amount)}`)).toEqual([
      'company_investment:50000',
      'company_investment:200000',
      'company_investment:300000',
      'deposit:5000000',
      'deposit:10000000',
      'expense:123456',
      'opening_capital:500000',
      'opening_correction:200000',
    ]);
    // New projects get the default investors' share and no target; the old tables and counters are gone.
    expect(await handle.db.selectFrom('projects').select(['funding_target', 'investor_share_percent']).where('id', '=', id(101)).executeTakeFirstOrThrow()).toEqual({
      funding_target: null,
      investor_share_percent: 70,
    });
    // Read as text: a driver's error class may come from another test file's realm.
    const failureOf = (work: Promise<unknown>) =>
      work.then(
        () => 'no error',
        (error: unknown) => String((error as { message?: unknown })?.message ?? error),
      );
    expect(await failureOf(db.selectFrom('ledger_entries').selectAll().execute())).toMatch(/ledger_entries/);
    expect(await failureOf(db.selectFrom('fund_allocations').selectAll().execute())).toMatch(/fund_allocations/);
    expect(await failureOf(db.selectFrom('users').select('total_investment').execute())).toMatch(/total_investment/);
  });
});
