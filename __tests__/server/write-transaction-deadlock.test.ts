import { writeTransaction } from '../../src/server/db/transaction';
import { companyAccount, wallet } from '../../src/server/money/ledger/account-keys';
import { accountIdFor } from '../../src/server/money/ledger/accounts';
import { postTransfer } from '../../src/server/money/ledger/post-transfers';
import { balanceByKey, ledgerProblems } from './helpers/money';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

// SQLite takes its write lock up front (BEGIN IMMEDIATE) and cannot deadlock; PostgreSQL locks rows as it goes.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('writeTransaction on %s', (kind) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(kind);
  });
  afterEach(async () => ctx.close());

  test('two transfers that lock the same wallets in opposite orders both commit: the deadlock victim runs again', async () => {
    const db = ctx.database.db;
    const [a, b] = [(await createTestUser(db)).user.id, (await createTestUser(db)).user.id];
    await writeTransaction(db, async (trx) => {
      await postTransfer(trx, { debit: companyAccount('bank'), credit: wallet(a), amount: 10_000, kind: 'deposit', actorId: null, userId: a });
      await postTransfer(trx, { debit: companyAccount('bank'), credit: wallet(b), amount: 10_000, kind: 'deposit', actorId: null, userId: b });
    });
    const ids = { a: await accountIdFor(db, wallet(a)), b: await accountIdFor(db, wallet(b)) };
    // Each first touches "its" wallet, waits until the other has too, then moves money to the other's wallet.
    let touched = 0;
    let release: () => void = () => {};
    const bothTouched = new Promise<void>((resolve) => (release = resolve));
    const attempts = { a: 0, b: 0 };
    const move = (from: 'a' | 'b', to: 'a' | 'b') =>
      writeTransaction(db, async (trx) => {
        attempts[from] += 1;
        await trx.updateTable('accounts').set({ updated_at: new Date().toISOString() }).where('id', '=', ids[from]).execute();
        touched += 1;
        if (touched === 2) release();
        await bothTouched;
        const fromUser = from === 'a' ? a : b;
        const toUser = to === 'a' ? a : b;
        return postTransfer(trx, { debit: wallet(fromUser), credit: wallet(toUser), amount: 1_000, kind: 'deposit', actorId: null, userId: fromUser });
      });
    const results = await Promise.allSettled([move('a', 'b'), move('b', 'a')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.status : String(r.reason)))).toEqual(['fulfilled', 'fulfilled']);
    // One of them was PostgreSQL's victim and ran again (at least once).
    expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
    expect(await balanceByKey(db, `investor_wallet:${a}`)).toBe(10_000);
    expect(await balanceByKey(db, `investor_wallet:${b}`)).toBe(10_000);
    expect(await ledgerProblems(db)).toEqual([]);
  });
});
