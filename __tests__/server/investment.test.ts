import { balanceByKey, fundWallet, ledgerProblems, walletPoisha } from './helpers/money';
import { createProjectViaApi, projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const URL = '/api/investment';
const key = () => idempotencyKey('test-key');

describe.each(databaseKinds)('investing on %s', (kind) => {
  const { ctx, admin, investor, project } = useAdminAndInvestor(kind, { project: { raisedAmount: 1000, investmentOptions: [5000, 10000] } });

  const db = () => ctx.database.db;
  const fund = (user: TestUser, bdt: number) => fundWallet(db(), user.user.id, admin.user.id, bdt);
  const investAs = (user: TestUser, body: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: URL, headers: user.headers, payload: { projectId: project._id, idempotencyKey: key(), ...body } });
  const me = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).json().user;
  const projectNow = async (id = project._id) => (await ctx.app.inject({ method: 'GET', url: `/api/project/${id}` })).json().project;

  test('invests wallet money: 201 {investment, wallet}; holding, figures, raised amount and investor count follow', async () => {
    await fund(investor, 100000);
    const res = await investAs(investor, { amount: 50000 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      investment: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        projectId: project._id,
        projectTitle: project.title,
        amount: 50000,
        reference: expect.stringMatching(/^INV-[0-9A-F]{8}$/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      wallet: { availableBalance: 50000 },
    });
    expect(body.investment.reference).toBe(`INV-${body.investment._id.slice(0, 8).toUpperCase()}`);
    expect(await me(investor)).toMatchObject({ availableBalance: 50000, totalInvestment: 50000, totalProfit: 0, totalLoss: 0 });
    expect(await projectNow()).toMatchObject({ raisedAmount: 51000, investorCount: 1 });
    expect(await balanceByKey(db(), `holding:${investor.user.id}:${project._id}`)).toBe(5_000_000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test("below the project's minimum investment (issue 18): 400 BELOW_MINIMUM_INVESTMENT, nothing moves; the minimum itself is taken", async () => {
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/project/${project._id}`,
      headers: admin.headers,
      payload: projectBody({ investmentOptions: [5000, 10000], minimumInvestment: 25000 }),
    });
    expect(edit.statusCode).toBe(200);
    await fund(investor, 100000);
    const refused = await investAs(investor, { amount: 24999.99 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'The minimum investment in this project is ৳25000.', code: 'BELOW_MINIMUM_INVESTMENT', minimum: 25000 });
    expect(await walletPoisha(db(), investor.user.id)).toBe(10_000_000);
    expect(await projectNow()).toMatchObject({ raisedAmount: 1000, investorCount: 0 });
    expect((await investAs(investor, { amount: 25000 })).statusCode).toBe(201);
    expect(await walletPoisha(db(), investor.user.id)).toBe(7_500_000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a retried request with the same key answers the first investment (200) and moves no more money', async () => {
    await fund(investor, 20000);
    const idempotencyKey = key();
    const first = await investAs(investor, { amount: 10000, idempotencyKey });
    const again = await investAs(investor, { amount: 10000, idempotencyKey });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().investment).toEqual(first.json().investment);
    expect(await walletPoisha(db(), investor.user.id)).toBe(1_000_000);
    // Another investor's identical key is their own.
    const other = await createTestUser(db());
    await fund(other, 5000);
    expect((await investAs(other, { amount: 5000, idempotencyKey })).statusCode).toBe(201);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('concurrent retries with one key invest once', async () => {
    await fund(investor, 50000);
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => investAs(investor, { amount: 10000, idempotencyKey })));
    expect(answers.every((res) => [200, 201].includes(res.statusCode))).toBe(true);
    expect(new Set(answers.map((res) => res.json().investment._id)).size).toBe(1);
    expect(await walletPoisha(db(), investor.user.id)).toBe(4_000_000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('not enough balance: 409 INSUFFICIENT_BALANCE saying how much is missing; nothing moves', async () => {
    await fund(investor, 7000.5);
    const res = await investAs(investor, { amount: 10000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'INSUFFICIENT_BALANCE', missing: 2999.5 });
    expect(await walletPoisha(db(), investor.user.id)).toBe(700050);
    expect((await projectNow()).raisedAmount).toBe(1000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('below the smallest investment option: 400 AMOUNT_TOO_SMALL', async () => {
    await fund(investor, 10000);
    const res = await investAs(investor, { amount: 4999.99 });
    expect([res.statusCode, res.json().code]).toEqual([400, 'AMOUNT_TOO_SMALL']);
    expect(await walletPoisha(db(), investor.user.id)).toBe(1_000_000);
  });

  test('an unknown project is 404; an archived one is 409 PROJECT_CLOSED', async () => {
    await fund(investor, 10000);
    const unknown = await investAs(investor, { amount: 5000, projectId: 'ffffffffffffffffffffffff' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    // Without opening capital, so the project can be deleted (a project holding money cannot).
    const archived = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [5000] });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/project/${archived._id}`, headers: admin.headers })).statusCode).toBe(200);
    const closed = await investAs(investor, { amount: 5000, projectId: archived._id });
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'PROJECT_CLOSED']);
    expect(await walletPoisha(db(), investor.user.id)).toBe(1_000_000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a showcase (no funding target) takes no money: investing, the fund tab for an investor and the company co-investing answer 409 PROJECT_NOT_OPEN_FOR_INVESTMENT', async () => {
    const showcase = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1000, fundingTarget: null, targetAchieved: 100, investmentOptions: [5000] });
    expect(showcase).toMatchObject({ fundingTarget: null, targetAchieved: 100, raisedAmount: 1000, openingCapital: 1000 });
    await fund(investor, 50000);
    const refused = await investAs(investor, { projectId: showcase._id, amount: 20000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: expect.stringContaining('does not take investments'), code: 'PROJECT_NOT_OPEN_FOR_INVESTMENT' });
    const allocate = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/investment/allocate-funds', headers: admin.headers, payload: { projectId: showcase._id, amount: 5000, ...payload } });
    const forInvestor = await allocate({ userId: investor.user.id, idempotencyKey: key() });
    expect([forInvestor.statusCode, forInvestor.json().code]).toEqual([409, 'PROJECT_NOT_OPEN_FOR_INVESTMENT']);
    const company = await allocate({ idempotencyKey: key() });
    expect([company.statusCode, company.json().code]).toEqual([409, 'PROJECT_NOT_OPEN_FOR_INVESTMENT']);
    expect(await projectNow(showcase._id)).toMatchObject({ raisedAmount: 1000, targetAchieved: 100, investorCount: 0 });
    expect(await walletPoisha(db(), investor.user.id)).toBe(5_000_000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('opening capital stays "raised before listing" while investments raise the derived figures', async () => {
    const listed = await createProjectViaApi(ctx.app, admin, { raisedAmount: 30000, fundingTarget: 100000, targetAchieved: 90, investmentOptions: [5000] });
    expect(listed).toMatchObject({ raisedAmount: 30000, openingCapital: 30000, targetAchieved: 30, investorCount: 0 });
    await fund(investor, 20000);
    expect((await investAs(investor, { projectId: listed._id, amount: 20000 })).statusCode).toBe(201);
    expect(await projectNow(listed._id)).toMatchObject({ raisedAmount: 50000, openingCapital: 30000, targetAchieved: 50, investorCount: 1 });
  });

  test('the funding target: investing up to it works, beyond it is 409 FUNDING_TARGET_REACHED with what remains', async () => {
    const target = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1000, fundingTarget: 21000, investmentOptions: [5000] });
    await fund(investor, 50000);
    const invest = (amount: number) => investAs(investor, { projectId: target._id, amount });
    expect((await invest(15000)).statusCode).toBe(201);
    const over = await invest(6000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: expect.any(String), code: 'FUNDING_TARGET_REACHED', remaining: 5000 });
    expect((await invest(5000)).statusCode).toBe(201);
    const full = await invest(5000);
    expect(full.json()).toMatchObject({ code: 'FUNDING_TARGET_REACHED', remaining: 0 });
    expect(await projectNow(target._id)).toMatchObject({ raisedAmount: 21000, fundingTarget: 21000 });
    expect(await walletPoisha(db(), investor.user.id)).toBe(3_000_000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('bad bodies are 400 and anonymous is 401', async () => {
    for (const body of [
      { amount: -5 },
      { amount: 5000, idempotencyKey: 'short' },
      { amount: 5000, idempotencyKey: undefined },
      { amount: 5000, projectId: 'x' },
      { amount: 5000, extra: 1 },
    ]) {
      expect((await investAs(investor, body)).statusCode).toBe(400);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: URL, payload: { projectId: project._id, amount: 5000, idempotencyKey: key() } });
    expect(anonymous.statusCode).toBe(401);
  });

  test('twenty simultaneous investments against a wallet that covers five: exactly five succeed', async () => {
    await fund(investor, 25000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => investAs(investor, { amount: 5000 })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await walletPoisha(db(), investor.user.id)).toBe(0);
    expect((await projectNow()).raisedAmount).toBe(26000);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('simultaneous investments of several investors at the funding target never pass it', async () => {
    const target = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, fundingTarget: 30000, investmentOptions: [5000] });
    const investors = [investor, ...(await Promise.all(Array.from({ length: 9 }, () => createTestUser(db()))))];
    for (const each of investors) await fund(each, 5000);
    const answers = await Promise.all(investors.map((each) => investAs(each, { projectId: target._id, amount: 5000 })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'FUNDING_TARGET_REACHED')).toBe(true);
    expect(await projectNow(target._id)).toMatchObject({ raisedAmount: 30000, investorCount: 6 });
    expect(await ledgerProblems(db())).toEqual([]);
  });
});
