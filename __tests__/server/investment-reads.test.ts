import type { ProjectDto } from '../../src/shared/api-types';
import { encodeCursor } from '../../src/server/db/keyset-cursor';
import { fundWallet, ledgerProblems, walletPoisha } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

/** The database's error message; read as text because a driver's error class may come from another test file's realm. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => 'no error',
    (error: unknown) => String((error as { message?: unknown })?.message ?? error),
  );
const key = () => idempotencyKey('reads-key');

/** An active holding's completion figures: nothing returned yet. */
const ACTIVE = { status: 'active', returned: 0, realisedReturnPercent: 0, completedAt: null };

describe.each(databaseKinds)('holdings, transactions, the fund tab for an investor and the ledger check on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);
  let farm: ProjectDto;
  let shop: ProjectDto;
  beforeEach(async () => {
    farm = await createProjectViaApi(ctx.app, admin, { title: 'Farm', raisedAmount: 0, investmentOptions: [1000] });
    shop = await createProjectViaApi(ctx.app, admin, { title: 'Shop', raisedAmount: 3000, investmentOptions: [1000] });
  });

  const db = () => ctx.database.db;
  const get = (url: string, user: TestUser = investor) => ctx.app.inject({ method: 'GET', url, headers: user.headers });
  const invest = (projectId: string, amount: number, user: TestUser = investor) =>
    ctx.app.inject({ method: 'POST', url: '/api/investment', headers: user.headers, payload: { projectId, amount, idempotencyKey: key() } });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

  test('holdings: own holdings with capital, newest first, with the share of each project', async () => {
    const other = await createTestUser(db());
    await fundWallet(db(), investor.user.id, admin.user.id, 10000);
    await fundWallet(db(), other.user.id, admin.user.id, 5000);
    expect((await get('/api/investment/holdings')).json()).toEqual({ holdings: [] });
    expect((await invest(farm._id, 2000)).statusCode).toBe(201);
    await tick();
    expect((await invest(shop._id, 1000)).statusCode).toBe(201);
    expect((await invest(farm._id, 2000, other)).statusCode).toBe(201);
    expect((await invest(farm._id, 1000)).statusCode).toBe(201);
    const { holdings } = (await get('/api/investment/holdings')).json();
    expect(holdings).toEqual([
      { ...ACTIVE, projectId: shop._id, title: 'Shop', titleBn: null, principal: 1000, invested: 1000, profit: 0, loss: 0, sharePercent: 25, since: expect.any(String) },
      { ...ACTIVE, projectId: farm._id, title: 'Farm', titleBn: null, principal: 3000, invested: 3000, profit: 0, loss: 0, sharePercent: 60, since: expect.any(String) },
    ]);
    expect((await get('/api/investment/holdings', other)).json().holdings.map((h: { principal: number }) => h.principal)).toEqual([2000]);
    expect((await get(`/api/project/${farm._id}`)).json().project).toMatchObject({ raisedAmount: 5000, investorCount: 2 });
    expect((await get('/api/auth/user')).json().user).toMatchObject({ availableBalance: 6000, totalInvestment: 4000 });
  });

  test("transactions: every movement of the investor's wallet, newest first, in keyset pages", async () => {
    const depositId = await fundWallet(db(), investor.user.id, admin.user.id, 10000);
    for (const amount of [1000, 1100, 1200, 1300]) {
      await tick();
      expect((await invest(farm._id, amount)).statusCode).toBe(201);
    }
    // Someone else's money never appears.
    const other = await createTestUser(db());
    await fundWallet(db(), other.user.id, admin.user.id, 5000);

    const first = (await get('/api/investment/transactions?limit=2')).json();
    expect(first.transactions.map((t: { amount: number }) => t.amount)).toEqual([1300, 1200]);
    expect(first.transactions[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      kind: 'investment',
      direction: 'out',
      amount: 1300,
      projectId: farm._id,
      projectTitle: 'Farm',
      depositId: null,
      walletChange: -1300,
      createdAt: expect.any(String),
    });
    const second = (await get(`/api/investment/transactions?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.transactions.map((t: { amount: number }) => t.amount)).toEqual([1100, 1000]);
    const third = (await get(`/api/investment/transactions?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toEqual({
      transactions: [
        {
          _id: expect.any(String),
          kind: 'deposit',
          direction: 'in',
          amount: 10000,
          projectId: null,
          projectTitle: null,
          depositId,
          walletChange: 10000,
          createdAt: expect.any(String),
        },
      ],
      nextCursor: null,
    });
    expect((await get('/api/investment/transactions')).json().transactions).toHaveLength(5);
  });

  test('transactions: bad limits and cursors are 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=1&limit=2', 'cursor=%%%', 'cursor=bm9wZQ', `cursor=${encodeCursor({ createdAt: 'x', id: 'y' })}`, 'other=1']) {
      expect([query, (await get(`/api/investment/transactions?${query}`)).statusCode]).toEqual([query, 400]);
    }
  });

  test("the fund tab with an investor invests that investor's wallet money for them, with the same refusals", async () => {
    await fundWallet(db(), investor.user.id, admin.user.id, 3000);
    const allocate = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/investment/allocate-funds', headers: admin.headers, payload });
    const res = await allocate({ projectId: farm._id, amount: 2000, userId: investor.user.id, idempotencyKey: 'office-call-0001' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Investment allocated successfully',
      project: { ...farm, raisedAmount: 2000, investorCount: 1, termsLocked: true },
      investment: expect.objectContaining({ projectId: farm._id, amount: 2000, reference: expect.stringMatching(/^INV-/) }),
      wallet: { availableBalance: 1000 },
    });
    const retry = await allocate({ projectId: farm._id, amount: 2000, userId: investor.user.id, idempotencyKey: 'office-call-0001' });
    expect([retry.statusCode, retry.json().investment]).toEqual([200, res.json().investment]);
    const short = await allocate({ projectId: farm._id, amount: 2000, userId: investor.user.id });
    expect(short.json()).toEqual({ message: expect.any(String), code: 'INSUFFICIENT_BALANCE', missing: 1000 });
    const notInvestor = await allocate({ projectId: farm._id, amount: 2000, userId: admin.user.id });
    expect([notInvestor.statusCode, notInvestor.json().code]).toEqual([404, 'USER_NOT_FOUND']);
    // The investor sees it as their own holding; the audit trail names the admin and the investor.
    expect((await get('/api/investment/holdings')).json().holdings).toEqual([expect.objectContaining({ projectId: farm._id, principal: 2000 })]);
    const audit = await db().selectFrom('audit_events').select(['actor_id', 'after']).where('action', '=', 'funds_allocated').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(admin.user.id);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ userId: investor.user.id, amount: 2000 });
    // Without an investor it stays the company's co-investment: no investor's wallet moves.
    expect((await allocate({ projectId: farm._id, amount: 500, userId: '' })).statusCode).toBe(201);
    expect(await walletPoisha(db(), investor.user.id)).toBe(100000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('GET /api/ledger/check: green on real activity, and reports a tampered account, a tampered raised amount and a negative wallet', async () => {
    await fundWallet(db(), investor.user.id, admin.user.id, 5000);
    expect((await invest(farm._id, 2000)).statusCode).toBe(201);
    const check = () => get('/api/ledger/check', admin);
    const green = await check();
    expect(green.statusCode).toBe(200);
    expect(green.json()).toEqual({ ok: true, accounts: expect.any(Number), transfers: 3, mismatches: [] });
    expect((await get('/api/ledger/check', investor)).statusCode).toBe(403);

    await db().updateTable('accounts').set({ credits_posted: 1 }).where('account_key', '=', `investor_wallet:${investor.user.id}`).execute();
    await db().updateTable('projects').set({ raised_amount: 999 }).where('id', '=', shop._id).execute();
    const red = (await check()).json();
    expect(red.ok).toBe(false);
    expect(red.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'account_totals', userId: investor.user.id, expected: 5000, actual: 0.01 }),
        expect.objectContaining({ check: 'negative_balance', userId: investor.user.id }),
        expect.objectContaining({ check: 'debits_credits' }),
        expect.objectContaining({ check: 'project_raised', projectId: shop._id, expected: 3000, actual: 9.99 }),
      ]),
    );
  });

  test('transfers are append-only: UPDATE and DELETE are refused by the database', async () => {
    await fundWallet(db(), investor.user.id, admin.user.id, 5000);
    expect(await failureOf(db().updateTable('transfers').set({ amount: 1 }).execute())).toMatch(/append-only/);
    expect(await failureOf(db().deleteFrom('transfers').execute())).toMatch(/append-only/);
    expect(
      await failureOf(
        db()
          .insertInto('transfers')
          .values({
            id: 'f'.repeat(24),
            debit_account_id: 'a',
            credit_account_id: 'b',
            amount: 0,
            kind: 'deposit',
            user_id: null,
            project_id: null,
            deposit_id: null,
            expense_id: null,
            distribution_id: null,
            withdrawal_id: null,
            reverses_transfer_id: null,
            actor_id: null,
            idempotency_key: null,
            created_at: 'x',
          })
          .execute(),
      ),
    ).toMatch(/CHECK|check constraint/i);
  });
});
