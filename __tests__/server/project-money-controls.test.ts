import { sql } from 'kysely';
import { writeTransaction } from '../../src/server/db/transaction';
import { companyAccount } from '../../src/server/money/ledger/account-keys';
import { postTransfer } from '../../src/server/money/ledger/post-transfers';
import { postFixtureDistribution } from './helpers/distribution-fixture';
import { balanceByKey, fundWallet, ledgerProblems, walletPoisha } from './helpers/money';
import { createProjectViaApi, projectBody } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const key = () => idempotencyKey('controls-key');

const HAS_CAPITAL = {
  message: "This project still holds investors' capital. Complete the project first, which returns the capital, then delete it.",
  code: 'PROJECT_HAS_CAPITAL',
};
const TERMS_LOCKED = {
  message: "Investors hold capital in this project, so its investors' profit share, contract type and term cannot change.",
  code: 'TERMS_LOCKED',
};

/** MONEY.md: a project with money in it is not deleted, its terms stay fixed, and target achieved is derived. */
describe.each(databaseKinds)('money controls on projects on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind);

  const db = () => ctx.database.db;
  const fund = (user: TestUser, bdt: number) => fundWallet(db(), user.user.id, admin.user.id, bdt);
  const invest = (projectId: string, amount: number, user: TestUser = investor) =>
    ctx.app.inject({ method: 'POST', url: '/api/investment', headers: user.headers, payload: { projectId, amount, idempotencyKey: key() } });
  const del = (id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/project/${id}`, headers: admin.headers });
  const put = (id: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: `/api/project/${id}`, headers: admin.headers, payload });
  const getProject = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/project/${id}` })).json().project;
  const listed = async (id: string) => ((await ctx.app.inject({ method: 'GET', url: '/api/project/list' })).json().projects as Array<{ _id: string }>).find((p) => p._id === id);
  const archivedAt = async (id: string) => (await db().selectFrom('projects').select('archived_at').where('id', '=', id).executeTakeFirstOrThrow()).archived_at;
  const auditCount = async (action: string) => (await db().selectFrom('audit_events').select('id').where('action', '=', action).execute()).length;

  describe('DELETE refuses a project that holds money', () => {
    test("an investor's capital: 409 PROJECT_HAS_CAPITAL, the project stays live; after completion it deletes", async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
      await fund(investor, 5000);
      expect((await invest(project._id, 3000)).statusCode).toBe(201);

      const refused = await del(project._id);
      expect([refused.statusCode, refused.json()]).toEqual([409, HAS_CAPITAL]);
      expect(await archivedAt(project._id)).toBeNull();
      expect(await listed(project._id)).toBeDefined();
      expect(await auditCount('project_archived')).toBe(0);

      expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
      expect(await walletPoisha(db(), investor.user.id)).toBe(5000_00);
      expect((await del(project._id)).statusCode).toBe(200);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test("the company's own capital (opening capital) counts too", async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1000 });
      expect((await del(project._id)).json()).toEqual(HAS_CAPITAL);
      expect(await archivedAt(project._id)).toBeNull();
    });

    test('money waiting in project_income counts too', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
      await writeTransaction(db(), (trx) =>
        postTransfer(trx, {
          debit: companyAccount('bank'),
          credit: { kind: 'project_income', projectId: project._id },
          amount: 500_00,
          kind: 'profit_received',
          actorId: admin.user.id,
          projectId: project._id,
        }),
      );
      expect((await del(project._id)).json()).toEqual(HAS_CAPITAL);
      expect(await archivedAt(project._id)).toBeNull();
    });

    test('a project that never took money deletes as before', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
      expect((await del(project._id)).statusCode).toBe(200);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('racing an investment: either the investment lands and the delete is refused, or the delete wins and the investment is refused', async () => {
      await fund(investor, 100000);
      for (let round = 0; round < 6; round += 1) {
        const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
        const [invested, deleted] = await Promise.all([invest(project._id, 1000), del(project._id)]);
        const outcome = [invested.statusCode, invested.json().code ?? null, deleted.statusCode, deleted.json().code ?? null];
        expect([
          [201, null, 409, 'PROJECT_HAS_CAPITAL'],
          [409, 'PROJECT_CLOSED', 200, null],
        ]).toContainEqual(outcome);
      }
      expect(await ledgerProblems(db())).toEqual([]);
    });
  });

  describe('ledger check: an archived project holds no money', () => {
    test('reports an archived project whose holdings still hold capital (archived behind the API), and stays green on normal flows', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
      await fund(investor, 5000);
      expect((await invest(project._id, 2000)).statusCode).toBe(201);
      expect(await ledgerProblems(db())).toEqual([]);

      await db().updateTable('projects').set({ archived_at: new Date().toISOString() }).where('id', '=', project._id).execute();
      expect(await ledgerProblems(db())).toEqual([
        expect.objectContaining({ check: 'archived_project_money', projectId: project._id, userId: investor.user.id, expected: 0, actual: 2000 }),
      ]);
      const check = await ctx.app.inject({ method: 'GET', url: '/api/ledger/check', headers: admin.headers });
      expect(check.json()).toMatchObject({ ok: false, mismatches: [expect.objectContaining({ check: 'archived_project_money' })] });
    });

    test("reports money left in an archived project's income account", async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0 });
      expect((await del(project._id)).statusCode).toBe(200);
      await writeTransaction(db(), (trx) =>
        postTransfer(trx, {
          debit: companyAccount('bank'),
          credit: { kind: 'project_income', projectId: project._id },
          amount: 75_00,
          kind: 'profit_received',
          actorId: admin.user.id,
          projectId: project._id,
        }),
      );
      expect(await ledgerProblems(db())).toEqual([expect.objectContaining({ check: 'archived_project_money', projectId: project._id, expected: 0, actual: 75 })]);
    });
  });

  test("the ledger check compares a project's stored opening capital with its opening-capital transfers", async () => {
    const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1500 });
    expect(project.openingCapital).toBe(1500);
    expect(await ledgerProblems(db())).toEqual([]);
    // The column is not updatable through Kysely's types (set once at creation), so the damage is raw SQL.
    await sql`update projects set opening_capital = ${2500_00} where id = ${project._id}`.execute(db());
    expect(await ledgerProblems(db())).toEqual([expect.objectContaining({ check: 'project_opening_capital', projectId: project._id, expected: 1500, actual: 2500 })]);
  });

  test('a loss that took all the capital is not reversed once the project is deleted (404): that would put capital back into it', async () => {
    const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
    await fund(investor, 5000);
    expect((await invest(project._id, 2000)).statusCode).toBe(201);
    const loss = await postFixtureDistribution(db(), {
      projectId: project._id,
      actorId: admin.user.id,
      kind: 'loss',
      lines: [{ userId: investor.user.id, amount: 2000_00 }],
    });
    expect((await del(project._id)).statusCode).toBe(200);
    const reverse = await ctx.app.inject({ method: 'POST', url: `/api/distributions/${loss.id}/reverse`, headers: admin.headers, payload: { reason: 'Entered by mistake' } });
    expect([reverse.statusCode, reverse.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect(await balanceByKey(db(), `holding:${investor.user.id}:${project._id}`)).toBe(0);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  describe('terms are fixed once investors hold capital', () => {
    const terms = { investorSharePercent: 70, contractType: 'mudaraba', termMonths: 24 };
    // The edit body keeps the options, so an investment racing it is never too small for them.
    const edit = (fields: Record<string, unknown>) => projectBody({ investmentOptions: [1000], ...terms, ...fields });

    test.each([
      ['investorSharePercent', 0],
      ['contractType', 'musharaka'],
      ['contractType', null],
      ['termMonths', 36],
      ['termMonths', null],
    ])('changing %s to %p after an investment is 409 TERMS_LOCKED and changes nothing', async (field, value) => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000], ...terms });
      await fund(investor, 5000);
      expect((await invest(project._id, 1000)).statusCode).toBe(201);
      const before = await getProject(project._id);
      const updates = await auditCount('project_updated');

      const res = await put(project._id, projectBody({ ...terms, title: 'Renamed too', [field]: value }));
      expect([res.statusCode, res.json()]).toEqual([409, TERMS_LOCKED]);
      expect(await getProject(project._id)).toEqual(before);
      expect(await auditCount('project_updated')).toBe(updates);
    });

    test('the whole edit form with unchanged terms still saves its other fields; an omitted term keeps its value', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000], ...terms });
      await fund(investor, 5000);
      expect((await invest(project._id, 1000)).statusCode).toBe(201);
      const same = await put(project._id, projectBody({ ...terms, title: 'Renamed', termMonths: '24', investorSharePercent: '70' }));
      expect(same.statusCode).toBe(200);
      expect(same.json().project).toMatchObject({ title: 'Renamed', ...terms, termsLocked: true });
      expect((await put(project._id, projectBody({ title: 'Renamed again' }))).statusCode).toBe(200);
    });

    test('termsLocked tells the form: false before the first investment (terms change freely), true while an investor holds capital, false after completion', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 500, investmentOptions: [1000], ...terms });
      // The company's opening capital alone does not lock them: the profit share moves only the company's own money.
      expect(project.termsLocked).toBe(false);
      expect((await put(project._id, edit({ investorSharePercent: 60 }))).json().project).toMatchObject({ investorSharePercent: 60, termsLocked: false });

      await fund(investor, 5000);
      expect((await invest(project._id, 1000)).statusCode).toBe(201);
      expect(await getProject(project._id)).toMatchObject({ termsLocked: true });
      expect(await listed(project._id)).toMatchObject({ termsLocked: true });

      expect((await ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/complete`, headers: admin.headers, payload: {} })).statusCode).toBe(200);
      expect(await getProject(project._id)).toMatchObject({ termsLocked: false });
    });

    test('racing an investment: a share change that saved was saved before the capital came in', async () => {
      await fund(investor, 100000);
      for (let round = 0; round < 6; round += 1) {
        const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000], ...terms });
        const [invested, edited] = await Promise.all([invest(project._id, 1000), put(project._id, edit({ investorSharePercent: 10 }))]);
        expect(invested.statusCode).toBe(201);
        expect([200, 409]).toContain(edited.statusCode);
        if (edited.statusCode === 409) {
          expect(edited.json()).toEqual(TERMS_LOCKED);
          expect((await getProject(project._id)).investorSharePercent).toBe(70);
          continue;
        }
        const change = await db()
          .selectFrom('audit_events')
          .select('created_at')
          .where('action', '=', 'project_updated')
          .where('target_id', '=', project._id)
          .executeTakeFirstOrThrow();
        const money = await db().selectFrom('transfers').select('created_at').where('kind', '=', 'investment').where('project_id', '=', project._id).executeTakeFirstOrThrow();
        expect(change.created_at <= money.created_at).toBe(true);
      }
    });
  });

  describe('targetAchieved in every answer', () => {
    test('with a funding target it is raised ÷ target in percent, floored to one decimal (100 only when fully funded)', async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, fundingTarget: 10000, targetAchieved: 0, investmentOptions: [0.01] });
      expect(project.targetAchieved).toBe(0);
      await fund(investor, 20000);
      expect((await invest(project._id, 3333.33)).statusCode).toBe(201);
      expect(await getProject(project._id)).toMatchObject({ raisedAmount: 3333.33, targetAchieved: 33.3 });
      expect((await invest(project._id, 6666.66)).statusCode).toBe(201);
      expect(await getProject(project._id)).toMatchObject({ raisedAmount: 9999.99, targetAchieved: 99.9 });
      expect((await invest(project._id, 0.01)).statusCode).toBe(201);
      expect(await getProject(project._id)).toMatchObject({ raisedAmount: 10000, targetAchieved: 100 });
      expect(await listed(project._id)).toMatchObject({ targetAchieved: 100 });
    });

    test("without a target the admin's typed percentage stays", async () => {
      const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 5000, targetAchieved: 35, fundingTarget: null });
      expect(project.targetAchieved).toBe(35);
      expect(await getProject(project._id)).toMatchObject({ targetAchieved: 35, fundingTarget: null });
      expect(await balanceByKey(db(), `holding:company:${project._id}`)).toBe(5000_00);
    });
  });
});
