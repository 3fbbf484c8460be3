import { balanceByKey, ledgerProblems, transfersOfKind } from './helpers/money';
import { createProjectViaApi, projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const NOT_FOUND = { message: 'Project not found.', code: 'PROJECT_NOT_FOUND' };
const invalid = (field: string, message: string) => ({ message, code: 'VALIDATION_FAILED', fields: { [field]: message } });
const URL = '/api/investment/allocate-funds';

describe.each(databaseKinds)('fund allocation on %s', (kind) => {
  const { ctx, admin, investor, project } = useAdminAndInvestor(kind, { project: { raisedAmount: 1000 } });

  const allocate = (payload: unknown, user: TestUser | null = admin) => ctx.app.inject({ method: 'POST', url: URL, headers: user?.headers ?? {}, payload: payload as object });
  const raisedNow = async (id = project._id) =>
    Number((await ctx.database.db.selectFrom('projects').select('raised_amount').where('id', '=', id).executeTakeFirstOrThrow()).raised_amount);
  const written = async () => ({
    allocations: (await transfersOfKind(ctx.database.db, 'company_investment')).length,
    transfers: (await ctx.database.db.selectFrom('transfers').select('id').execute()).length,
    raised: await raisedNow(),
  });
  const untouched = { allocations: 0, transfers: 1, raised: 100000 };

  test('answers 201 with the spec message and the project; the company_capital → holding transfer and the total land together', async () => {
    const res = await allocate({ projectId: project._id, amount: 250.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Investment allocated successfully', project: { ...project, raisedAmount: 1250.5 } });

    const allocations = await transfersOfKind(ctx.database.db, 'company_investment');
    expect(allocations.map((row) => ({ amount: row.amount, project: row.project_id, user: row.user_id, actor: row.actor_id }))).toEqual([
      { amount: 25050, project: project._id, user: null, actor: admin.user.id },
    ]);
    expect(await balanceByKey(ctx.database.db, `holding:company:${project._id}`)).toBe(125050);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/project/${project._id}` })).json().project.raisedAmount).toBe(1250.5);
  });

  // Issue 15: an edit no longer sets the raised amount (it is derived), so every allocation counts.
  test('concurrent allocations all count, and an edit in between cannot cancel any of them', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => allocate({ projectId: project._id, amount: 100 })),
      ctx.app.inject({ method: 'PUT', url: `/api/project/${project._id}`, headers: admin.headers, payload: projectBody({ raisedAmount: 5000 }) }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201, 201, 201, 201, 201, 201]);
    expect(await transfersOfKind(ctx.database.db, 'company_investment')).toHaveLength(6);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
    expect(await raisedNow()).toBe(160000);
  });

  test('an unknown or archived project is 404 and nothing is written', async () => {
    const unknown = await allocate({ projectId: '0123456789abcdef01234567', amount: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);

    const archived = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
    await ctx.app.inject({ method: 'DELETE', url: `/api/project/${archived._id}`, headers: admin.headers });
    const res = await allocate({ projectId: archived._id, amount: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(await raisedNow(archived._id)).toBe(0);
    expect(await written()).toEqual(untouched);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });

  test.each([
    ['projectId', { projectId: undefined }, 'Please select a project'],
    ['projectId', { projectId: '' }, 'Please select a project'],
    ['projectId', { projectId: 'not-an-id' }, 'Project is not valid.'],
    ['projectId', { projectId: { $ne: '' } }, 'Project is not valid.'],
    ['amount', { amount: undefined }, 'Please enter a valid amount'],
    ['amount', { amount: '' }, 'Please enter a valid amount'],
    ['amount', { amount: 0 }, 'Please enter a valid amount'],
    ['amount', { amount: -100 }, 'Please enter a valid amount'],
    ['amount', { amount: 1.234 }, 'Please enter a valid amount'],
    ['amount', { amount: 'abc' }, 'Please enter a valid amount'],
    ['amount', { amount: null }, 'Please enter a valid amount'],
    ['amount', { amount: true }, 'Please enter a valid amount'],
    ['amount', { amount: 1e300 }, 'Amount is too large.'],
    ['_', { raisedAmount: 1 }, 'Unknown field: raisedAmount'],
  ])('refuses a bad %s with 400 and writes nothing (%#)', async (field, overrides, message) => {
    const res = await allocate({ projectId: project._id, amount: 100, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(field, message));
    expect(await written()).toEqual(untouched);
  });

  test('anonymous 401, investor 403; nothing written', async () => {
    const anonymous = await allocate({ projectId: project._id, amount: 100 }, null);
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
    const asInvestor = await allocate({ projectId: project._id, amount: 100 }, investor);
    expect([asInvestor.statusCode, asInvestor.json()]).toEqual([403, FORBIDDEN]);
    expect(await written()).toEqual(untouched);
  });
});
