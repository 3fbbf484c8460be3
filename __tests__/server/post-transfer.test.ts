import { writeTransaction } from '../../src/server/db/transaction';
import { companyAccount, wallet } from '../../src/server/money/ledger/account-keys';
import { accountIdFor } from '../../src/server/money/ledger/accounts';
import { InsufficientBalanceError, postTransfer } from '../../src/server/money/ledger/post-transfers';
import { balanceByKey, countRows, ledgerProblems } from './helpers/money';
import { createTestContext, databaseKinds, notePostgresSkip, type TestContext } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

describe.each(databaseKinds)('postTransfer on %s', (kind) => {
  let ctx: TestContext;
  let investor: TestUser;
  beforeEach(async () => {
    ctx = await createTestContext(kind);
    investor = await createTestUser(ctx.database.db);
  });
  afterEach(async () => ctx.close());

  const db = () => ctx.database.db;
  const post = (amount: number, debit = companyAccount('bank'), credit = wallet(investor.user.id), insufficient?: (available: number) => Error) =>
    writeTransaction(db(), (trx) => postTransfer(trx, { debit, credit, amount, kind: 'deposit', actorId: null, userId: investor.user.id, insufficient }));

  test('moves both accounts and writes one immutable row; accounts not balance-limited may go below zero', async () => {
    const row = await post(12_345);
    expect(row).toMatchObject({ amount: 12_345, kind: 'deposit', user_id: investor.user.id });
    const bank = await db().selectFrom('accounts').select(['debits_posted', 'credits_posted']).where('account_key', '=', 'bank').executeTakeFirstOrThrow();
    expect([Number(bank.debits_posted), Number(bank.credits_posted)]).toEqual([12_345, 0]);
    expect(await balanceByKey(db(), `investor_wallet:${investor.user.id}`)).toBe(12_345);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test("a balance-limited account is never overdrawn: the caller's error, with what is available, and nothing written", async () => {
    await post(1_000);
    const before = await countRows(db(), 'transfers');
    const refusal = new Error('not enough');
    const available: number[] = [];
    await expect(
      post(1_001, wallet(investor.user.id), companyAccount('withdrawal_hold'), (n) => {
        available.push(n);
        return refusal;
      }),
    ).rejects.toBe(refusal);
    expect(available).toEqual([1_000]);
    await expect(post(5_000, wallet(investor.user.id), companyAccount('bank'))).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await countRows(db(), 'transfers')).toBe(before);
    expect(await balanceByKey(db(), `investor_wallet:${investor.user.id}`)).toBe(1_000);
    // Exactly the balance is allowed.
    await post(1_000, wallet(investor.user.id), companyAccount('bank'));
    expect(await balanceByKey(db(), `investor_wallet:${investor.user.id}`)).toBe(0);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('refuses amounts that are not a positive whole number of poisha', async () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) await expect(post(amount)).rejects.toThrow(RangeError);
    expect(await countRows(db(), 'transfers')).toBe(0);
  });

  test('an account asked for by many transactions at once is created once', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => writeTransaction(db(), (trx) => accountIdFor(trx, companyAccount('company_income')))));
    expect(new Set(ids).size).toBe(1);
    expect(await db().selectFrom('accounts').select('id').where('account_key', '=', 'company_income').execute()).toHaveLength(1);
  });
});
