import type { ProjectDto } from '../../src/shared/api-types';
import { balanceByKey, fundWallet, ledgerProblems, transfersOfKind, walletPoisha } from './helpers/money';
import { createProjectViaApi, projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const key = () => idempotencyKey('complete-key');

/** Issue 16: POST /api/project/{id}/complete returns every holding's capital and closes the project. */
describe.each(databaseKinds)('project completion on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [first, second],
    project,
  } = useAdminAndInvestor(kind, { investors: [{}, {}], project: { raisedAmount: 1000, investmentOptions: [1000] } });

  const db = () => ctx.database.db;
  const fund = (user: TestUser, bdt: number) => fundWallet(db(), user.user.id, admin.user.id, bdt);
  const invest = (user: TestUser, amount: number, app = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/investment', headers: user.headers, payload: { projectId: project._id, amount, idempotencyKey: key() } });
  const complete = (id = project._id, as = admin, app = ctx.app) => app.inject({ method: 'POST', url: `/api/project/${id}/complete`, headers: as.headers, payload: {} });
  const me = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).json().user;

  async function twoHolders(): Promise<void> {
    await fund(first, 10000);
    await fund(second, 5000);
    expect((await invest(first, 6000)).statusCode).toBe(201);
    expect((await invest(second, 4000)).statusCode).toBe(201);
  }

  test('returns every holding to its owner: wallets grow, holdings completed, Total Investment 0, the project completed, the books green', async () => {
    await twoHolders();
    const res = await complete();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      project: expect.objectContaining({ _id: project._id, status: 'completed', completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), raisedAmount: 11000, investorCount: 0 }),
      holdingsReturned: 3,
      capitalReturned: 11000,
    });
    expect(await walletPoisha(db(), first.user.id)).toBe(10000_00);
    expect(await walletPoisha(db(), second.user.id)).toBe(5000_00);
    expect(await me(first)).toMatchObject({ availableBalance: 10000, totalInvestment: 0 });
    expect(await me(second)).toMatchObject({ availableBalance: 5000, totalInvestment: 0 });
    // The investment stays, under Completed: what went in, what came back, and its certificate.
    const holdings = await ctx.app.inject({ method: 'GET', url: '/api/investment/holdings', headers: first.headers });
    expect(holdings.json()).toEqual({
      holdings: [
        expect.objectContaining({
          projectId: project._id,
          status: 'completed',
          principal: 0,
          invested: 6000,
          returned: 6000,
          profit: 0,
          loss: 0,
          realisedReturnPercent: 0,
          sharePercent: 0,
          completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        }),
      ],
    });
    const certificate = await ctx.app.inject({ method: 'GET', url: `/api/investment/holdings/${project._id}/certificate`, headers: first.headers });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    // The company's opening capital goes back to company capital.
    expect(await balanceByKey(db(), `holding:company:${project._id}`)).toBe(0);
    expect(await balanceByKey(db(), 'company_capital')).toBe(1000_00);
    const returned = await transfersOfKind(db(), 'capital_returned');
    expect(returned.map((t) => [t.user_id, t.amount]).sort()).toEqual(
      [
        [first.user.id, 6000_00],
        [null, 1000_00],
        [second.user.id, 4000_00],
      ].sort(),
    );
    expect(returned.every((t) => t.project_id === project._id && t.actor_id === admin.user.id)).toBe(true);
    // The investor sees the return in their transactions list.
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/investment/transactions', headers: first.headers })).json().transactions;
    expect(list[0]).toMatchObject({ kind: 'capital_returned', direction: 'in', amount: 6000, projectId: project._id });
    // Both the details and the list say so.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}` })).json().project).toMatchObject({ status: 'completed' });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json().projects.find((p: ProjectDto) => p._id === project._id);
    expect(listed).toMatchObject({ status: 'completed' });
    const audit = await db().selectFrom('audit_events').select(['actor_id', 'target_id', 'after']).where('action', '=', 'project_completed').execute();
    expect(audit).toEqual([{ actor_id: admin.user.id, target_id: project._id, after: expect.stringContaining('"capitalReturned":11000') }]);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a completed project takes no more money: investing, the fund tab for an investor and the company co-investing answer 409 PROJECT_CLOSED', async () => {
    await twoHolders();
    expect((await complete()).statusCode).toBe(200);
    const refused = await invest(first, 1000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROJECT_CLOSED' });
    const allocate = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/investment/allocate-funds', headers: admin.headers, payload: { projectId: project._id, amount: 1000, ...payload } });
    expect((await allocate({ userId: first.user.id, idempotencyKey: key() })).json()).toMatchObject({ code: 'PROJECT_CLOSED' });
    const company = await allocate({});
    expect(company.statusCode).toBe(409);
    expect(company.json()).toMatchObject({ code: 'PROJECT_CLOSED' });
    expect(await walletPoisha(db(), first.user.id)).toBe(10000_00);
    // Editing the project's text still works.
    const edit = await ctx.app.inject({ method: 'PUT', url: `/api/project/${project._id}`, headers: admin.headers, payload: projectBody({ title: 'Renamed after completion' }) });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().project).toMatchObject({ title: 'Renamed after completion', status: 'completed' });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a second completion answers 409 PROJECT_COMPLETED and moves nothing; unknown and deleted projects 404; investors may not complete', async () => {
    await twoHolders();
    expect((await complete()).statusCode).toBe(200);
    const again = await complete();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: expect.stringMatching(/already completed/), code: 'PROJECT_COMPLETED' });
    expect(await transfersOfKind(db(), 'capital_returned')).toHaveLength(3);
    expect((await complete('0123456789abcdef01234567')).statusCode).toBe(404);
    const other = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/project/${other._id}`, headers: admin.headers })).statusCode).toBe(200);
    expect((await complete(other._id)).statusCode).toBe(404);
    expect((await complete(project._id, first)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/complete`, headers: admin.headers, payload: { force: true } })).statusCode).toBe(400);
    const nullBody = await ctx.app.inject({
      method: 'POST',
      url: `/api/project/${project._id}/complete`,
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(400);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('a project without holders completes with nothing to return', async () => {
    const empty = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
    const res = await complete(empty._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ holdingsReturned: 0, capitalReturned: 0, project: { status: 'completed' } });
  });

  test('five admins completing at once: one completes, four get 409, capital returned once', async () => {
    await twoHolders();
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete()));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'PROJECT_COMPLETED')).toBe(true);
    expect(await transfersOfKind(db(), 'capital_returned')).toHaveLength(3);
    expect(await walletPoisha(db(), first.user.id)).toBe(10000_00);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('investments racing a completion: each is either refused or returned, and no money stays in the completed project', async () => {
    const investors = await Promise.all(Array.from({ length: 6 }, () => createTestUser(db())));
    for (const investor of investors) await fundWallet(db(), investor.user.id, admin.user.id, 2000);
    const answers = await Promise.all([...investors.map((investor) => invest(investor, 1000)), complete(), ...investors.map((investor) => invest(investor, 1000))]);
    const investments = answers.filter((_, i) => i !== investors.length);
    expect(answers[investors.length]!.statusCode).toBe(200);
    for (const res of investments) {
      expect([201, 409]).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json().code).toBe('PROJECT_CLOSED');
    }
    // Whatever got in came back: every wallet holds what was deposited.
    for (const investor of investors) expect(await walletPoisha(db(), investor.user.id)).toBe(2000_00);
    expect(await ledgerProblems(db())).toEqual([]);
  });
});
