import type { ProjectDto } from '../../src/shared/api-types';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { postFixtureDistribution } from './helpers/distribution-fixture';
import { balanceByKey, ledgerProblems, walletPoisha } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';
import { askWithdrawal } from './helpers/withdrawal-fixture';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const key = () => idempotencyKey('portfolio');

/** GET /api/portfolio: every part of the total is what the ledger (or the open request behind it) says. */
describe.each(databaseKinds)('the investor portfolio on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, { fund: 10_000, beforeClose: async (app) => expect(await ledgerProblems(app.database.db)).toEqual([]) });
  let farm: ProjectDto;
  beforeEach(async () => {
    farm = await createProjectViaApi(ctx.app, admin, { title: 'Farm', raisedAmount: 0, investmentOptions: [1000], expectedProfitRate: 12.5, maturityDate: '2027-06-30' });
  });
  const db = () => ctx.database.db;
  const portfolio = async (user = investor) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/portfolio', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().portfolio;
  };
  const invest = (amount: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/investment', headers: investor.headers, payload: { projectId: farm._id, amount, idempotencyKey: key() } });

  test('signed out: 401, and nothing is read', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/portfolio' })).statusCode).toBe(401);
  });

  test('a new investor with nothing: every part 0 and empty lists', async () => {
    const newcomer = await createTestUser(db());
    expect(await portfolio(newcomer)).toEqual({
      totalValue: 0,
      cash: 0,
      invested: 0,
      pendingDeposits: 0,
      withdrawalsOnHold: 0,
      totalProfit: 0,
      totalLoss: 0,
      holdings: [],
      deposits: [],
      movements: [],
    });
  });

  test('cash, invested, pending deposits and withdrawals on hold add up to the total, each equal to the ledger', async () => {
    expect((await invest(3000)).statusCode).toBe(201);
    const pendingId = await insertPendingDeposit(db(), investor.user.id, 250_050);
    expect((await askWithdrawal(ctx.app, investor, { amount: 1000 })).statusCode).toBe(201);
    await postFixtureDistribution(db(), { projectId: farm._id, actorId: admin.user.id, kind: 'profit', lines: [{ userId: investor.user.id, amount: 12_345 }] });
    // Someone else's money never shows.
    const other = await createTestUser(db());
    await insertPendingDeposit(db(), other.user.id, 99_900);

    const answer = await portfolio();
    const wallet = await walletPoisha(db(), investor.user.id);
    const holding = await balanceByKey(db(), `holding:${investor.user.id}:${farm._id}`);
    const held = await balanceByKey(db(), 'withdrawal_hold');
    expect(answer).toMatchObject({
      cash: wallet / 100,
      invested: holding / 100,
      withdrawalsOnHold: held / 100,
      pendingDeposits: 2500.5,
      totalProfit: 123.45,
      totalLoss: 0,
    });
    expect(answer.cash).toBe(10_000 - 3000 - 1000 + 123.45);
    expect(answer.totalValue).toBe(answer.cash + 3000 + 2500.5 + 1000);
    expect(answer.holdings).toEqual([
      {
        projectId: farm._id,
        title: 'Farm',
        titleBn: null,
        principal: 3000,
        sharePercent: 100,
        expectedReturn: 12.5,
        maturityDate: '2027-06-30',
        lastProfitAt: expect.any(String),
        since: expect.any(String),
      },
    ]);
    expect(answer.deposits).toEqual([{ _id: pendingId, amount: 2500.5, reference: `DEP-${pendingId.slice(0, 8).toUpperCase()}`, createdAt: expect.any(String) }]);
    // The newest movements first, as the transactions list names them.
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/investment/transactions?limit=5', headers: investor.headers })).json().transactions;
    expect(answer.movements).toEqual(list);
    expect(answer.movements[0]).toMatchObject({ kind: 'profit', amount: 123.45 });
  });

  test('a holding with no profit yet has no last profit date; a paid-out holding leaves the active list', async () => {
    expect((await invest(2000)).statusCode).toBe(201);
    expect((await portfolio()).holdings[0]).toMatchObject({ principal: 2000, lastProfitAt: null });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${farm._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
    const after = await portfolio();
    expect(after).toMatchObject({ invested: 0, cash: 10_000, totalValue: 10_000, holdings: [] });
  });
});
