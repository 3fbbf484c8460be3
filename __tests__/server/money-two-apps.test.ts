import { buildApp } from '../../src/server/app';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import type { FastifyInstance } from 'fastify';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { fundWallet, ledgerProblems, walletPoisha } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { createTestContext, type TestContext } from './helpers/test-app';
import { registerTestConfig } from './helpers/two-factor';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
const describeOnPostgres = POSTGRES ? describe : describe.skip;
if (!POSTGRES) test.skip('two API processes on one PostgreSQL: set TEST_DATABASE_URL to run', () => {});

/**
 * Two API instances, each with its own connection pool, on one PostgreSQL database: what two API
 * processes behind a load balancer do. Approvals, investments and the funding target must hold
 * across them, not only inside one process.
 */
describeOnPostgres('two API instances on one PostgreSQL', () => {
  let ctx: TestContext;
  let second: { app: FastifyInstance; database: DatabaseHandle };
  let admin: TestUser;
  beforeEach(async () => {
    ctx = await createTestContext('postgres');
    const database = createDatabase(ctx.config);
    registerTestConfig(database.db, ctx.config);
    second = { app: await buildApp(ctx.config, database), database };
    admin = await createTestAdmin(ctx.database.db);
  });
  afterEach(async () => {
    await second.app.close();
    await second.database.db.destroy();
    await ctx.close();
  });

  const apps = () => [ctx.app, second.app];

  test('two admins approving one deposit through the two instances: credited once', async () => {
    const investor = await createTestUser(ctx.database.db);
    for (let round = 0; round < 5; round += 1) {
      const id = await insertPendingDeposit(ctx.database.db, investor.user.id, 100_00, { screenshot_key: 'private/x.png' });
      const answers = await Promise.all(
        apps().flatMap((app) => [1, 2].map(() => app.inject({ method: 'PUT', url: `/api/deposit/${id}`, headers: admin.headers, payload: { status: 'approved' } }))),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    }
    expect(await walletPoisha(ctx.database.db, investor.user.id)).toBe(500_00);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });

  test('twenty investments split over the two instances against a wallet for five: exactly five', async () => {
    const investor = await createTestUser(ctx.database.db);
    const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 5000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps()[i % 2]!.inject({
          method: 'POST',
          url: '/api/investment',
          headers: investor.headers,
          payload: { projectId: project._id, amount: 1000, idempotencyKey: `two-apps-${i}-key` },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    expect(await walletPoisha(ctx.database.db, investor.user.id)).toBe(0);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });

  test('investors racing through the two instances at a funding target never pass it', async () => {
    const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, fundingTarget: 4000, investmentOptions: [1000] });
    const investors = await Promise.all(Array.from({ length: 8 }, () => createTestUser(ctx.database.db)));
    for (const investor of investors) await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 1000);
    const answers = await Promise.all(
      investors.map((investor, i) =>
        apps()[i % 2]!.inject({
          method: 'POST',
          url: '/api/investment',
          headers: investor.headers,
          payload: { projectId: project._id, amount: 1000, idempotencyKey: `target-${i}-key` },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(4);
    const row = await ctx.database.db.selectFrom('projects').select('raised_amount').where('id', '=', project._id).executeTakeFirstOrThrow();
    expect(Number(row.raised_amount)).toBe(4000_00);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });

  test('two admins completing one project through the two instances, with investors still investing: one completion, capital returned once, nothing left in the project', async () => {
    const project = await createProjectViaApi(ctx.app, admin, { raisedAmount: 1000, investmentOptions: [1000] });
    const investors = await Promise.all(Array.from({ length: 6 }, () => createTestUser(ctx.database.db)));
    for (const investor of investors) await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 2000);
    const invest = (i: number) =>
      apps()[i % 2]!.inject({
        method: 'POST',
        url: '/api/investment',
        headers: investors[i]!.headers,
        payload: { projectId: project._id, amount: 1000, idempotencyKey: `complete-race-${i}-key` },
      });
    const complete = (app: FastifyInstance) => app.inject({ method: 'POST', url: `/api/project/${project._id}/complete`, headers: admin.headers, payload: {} });
    const answers = await Promise.all([invest(0), invest(1), invest(2), complete(ctx.app), complete(second.app), invest(3), invest(4), invest(5)]);
    expect([answers[3]!.statusCode, answers[4]!.statusCode].sort()).toEqual([200, 409]);
    for (const res of [...answers.slice(0, 3), ...answers.slice(5)]) expect([201, 409]).toContain(res.statusCode);
    for (const investor of investors) expect(await walletPoisha(ctx.database.db, investor.user.id)).toBe(2000_00);
    const returned = await ctx.database.db.selectFrom('transfers').select('id').where('kind', '=', 'capital_returned').where('user_id', 'is', null).execute();
    expect(returned).toHaveLength(1);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });
});
