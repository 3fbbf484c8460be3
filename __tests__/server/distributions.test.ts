import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { countRows, fundWallet, ledgerProblems } from './helpers/money';
import { fillContractText } from '../../src/shared/contract-defaults';
import type { TrustResponse } from '../../src/shared/trust-types';
import { createProjectViaApi } from './helpers/project-api';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';
import { at } from './helpers/withdrawal-fixture';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const key = () => idempotencyKey('dist-key');
const today = () => bangladeshToday();
const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);

describe.each(databaseKinds)('profit and loss sharing on %s', (kind) => {
  const { ctx, sink, admin, project } = useAdminAndInvestor(kind, { mail: true, investors: [], project: { raisedAmount: 0, investmentOptions: [1000] } });

  const db = () => ctx.database.db;
  const url = (id = project._id) => `/api/project/${id}/distributions`;
  const post = (body: Record<string, unknown>, as: TestUser = admin, id = project._id) =>
    ctx.app.inject({ method: 'POST', url: url(id), headers: as.headers, payload: { note: '', idempotencyKey: key(), ...body } });
  const preview = (body: Record<string, unknown>, id = project._id) => ctx.app.inject({ method: 'POST', url: `${url(id)}/preview`, headers: admin.headers, payload: body });
  const me = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: user.headers })).json().user;
  const holdings = async (user: TestUser) => (await ctx.app.inject({ method: 'GET', url: '/api/investment/holdings', headers: user.headers })).json().holdings;
  const invest = async (user: TestUser, bdt: number, projectId = project._id) => {
    await fundWallet(db(), user.user.id, admin.user.id, bdt);
    await sink.nextMail(user.user.email); // the funding deposit's approval
    const res = await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: user.headers, payload: { projectId, amount: bdt, idempotencyKey: key() } });
    expect(res.statusCode).toBe(201);
  };
  const distributionCount = async () =>
    Number(
      (
        await db()
          .selectFrom('distributions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('the journey: ৳60,000 and ৳40,000 share a ৳10,000 profit 4,200 / 2,800, the period is refused twice, a ৳5,000 loss takes 3,000 / 2,000', async () => {
    const first = await createTestUser(db(), { fullname: 'Rahima Akter' });
    const second = await createTestUser(db(), { fullname: 'Karim Uddin', language: 'bn' });
    // Both invest 200 days ago, so they hold the capital for the whole of both periods.
    const investedOn = new Date(Date.now() - 200 * 86_400_000);
    await at(investedOn, async () => {
      await invest(first, 60000);
      await invest(second, 40000);
    });
    const start = plusDays(bangladeshToday(investedOn), 1);
    const end = plusDays(start, 89);
    const profit = { periodStart: start, periodEnd: end, kind: 'profit', amount: 10000, note: 'First quarter' };

    const seen = await preview(profit);
    expect(seen.statusCode).toBe(200);
    const transfersBefore = await countRows(db(), 'transfers');
    expect(seen.json().distribution).toEqual({
      _id: null,
      projectId: project._id,
      kind: 'profit',
      periodStart: start,
      periodEnd: end,
      amount: 10000,
      note: 'First quarter',
      investorPool: 7000,
      companyShare: 3000,
      lines: [
        { userId: first.user.id, fullname: 'Rahima Akter', capital: 60000, days: 90, weight: 60000 * 90, amount: 4200 },
        { userId: second.user.id, fullname: 'Karim Uddin', capital: 40000, days: 90, weight: 40000 * 90, amount: 2800 },
      ],
      reference: null,
      createdAt: null,
      reversedAt: null,
      reversalReason: null,
      posting: null,
      reversalPosting: null,
    });
    expect(await distributionCount()).toBe(0);
    expect(await countRows(db(), 'transfers')).toBe(transfersBefore);

    const posted = await post(profit);
    expect(posted.statusCode).toBe(201);
    const distribution = posted.json().distribution;
    expect(distribution).toMatchObject({
      kind: 'profit',
      investorPool: 7000,
      companyShare: 3000,
      reference: `DIS-${distribution._id.slice(0, 8).toUpperCase()}`,
      reversedAt: null,
    });
    expect(distribution.lines.map((l: { amount: number }) => l.amount)).toEqual([4200, 2800]);
    expect(await me(first)).toMatchObject({ totalProfit: 4200, totalLoss: 0, totalInvestment: 60000, availableBalance: 4200 });
    expect(await me(second)).toMatchObject({ totalProfit: 2800, totalLoss: 0, totalInvestment: 40000, availableBalance: 2800 });
    expect(await holdings(first)).toEqual([expect.objectContaining({ principal: 60000, profit: 4200, loss: 0 })]);
    expect(await ledgerProblems(db())).toEqual([]);

    const english = await sink.nextMail(first.user.email);
    expect(english.subject).toBe(`Your profit of ৳4,200 from ${project.title}`);
    expect(english.text).toContain('Your Total Profit is now ৳4,200, and your available balance ৳4,200.');
    const bengali = await sink.nextMail(second.user.email);
    expect(bengali.subject).toBe(`${project.title} থেকে আপনার ২,৮০০ টাকা মুনাফা`);

    const again = await post(profit);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PERIOD_ALREADY_DISTRIBUTED');
    const overlapping = await post({ ...profit, periodStart: end, periodEnd: plusDays(end, 5) });
    expect(overlapping.json().code).toBe('PERIOD_ALREADY_DISTRIBUTED');

    const loss = await post({ periodStart: plusDays(end, 1), periodEnd: plusDays(end, 30), kind: 'loss', amount: 5000 });
    expect(loss.statusCode).toBe(201);
    expect(loss.json().distribution).toMatchObject({ investorPool: 5000, companyShare: 0 });
    expect(loss.json().distribution.lines.map((l: { amount: number }) => l.amount)).toEqual([3000, 2000]);
    expect(await me(first)).toMatchObject({ totalProfit: 4200, totalLoss: 3000, totalInvestment: 57000, availableBalance: 4200 });
    expect(await me(second)).toMatchObject({ totalProfit: 2800, totalLoss: 2000, totalInvestment: 38000, availableBalance: 2800 });
    expect(await holdings(second)).toEqual([expect.objectContaining({ principal: 38000, profit: 2800, loss: 2000 })]);
    expect((await sink.nextMail(first.user.email)).text).toContain('Your Total Loss is now ৳3,000.');

    const list = await ctx.app.inject({ method: 'GET', url: url(), headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const listed = list.json().distributions;
    expect(listed.map((d: { kind: string; amount: number }) => [d.kind, d.amount])).toEqual([
      ['loss', 5000],
      ['profit', 10000],
    ]);
    expect(listed[0]).not.toHaveProperty('lines');

    const transactions = (await ctx.app.inject({ method: 'GET', url: '/api/investment/transactions', headers: first.headers })).json().transactions;
    // A loss moves the holding, not the wallet: it is in the totals and holdings above, not a line.
    expect(transactions[0]).toMatchObject({ kind: 'profit', direction: 'in', amount: 4200, walletChange: 4200 });
    expect(transactions.map((t: { kind: string }) => t.kind)).not.toContain('loss');
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('the company holding takes part like any holder; its line and the mudarib share go to company_income', async () => {
    const withCompany = await createProjectViaApi(ctx.app, admin, { raisedAmount: 30000, investmentOptions: [1000] });
    const investor = await createTestUser(db());
    await fundWallet(db(), investor.user.id, admin.user.id, 10000);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/investment', headers: investor.headers, payload: { projectId: withCompany._id, amount: 10000, idempotencyKey: key() } }))
        .statusCode,
    ).toBe(201);
    const res = await post({ periodStart: today(), periodEnd: today(), kind: 'profit', amount: 1000 }, admin, withCompany._id);
    expect(res.statusCode).toBe(201);
    expect(res.json().distribution.lines).toEqual([
      expect.objectContaining({ userId: null, fullname: '', capital: 30000, amount: 525 }),
      expect.objectContaining({ userId: investor.user.id, capital: 10000, amount: 175 }),
    ]);
    expect(await me(investor)).toMatchObject({ totalProfit: 175, availableBalance: 175 });
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test("the profit mail states the project's own contract from Settings, in the investor's language; a project without one names none", async () => {
    const partnership = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000], contractType: 'musharaka', investorSharePercent: 70 });
    const english = await createTestUser(db(), { fullname: 'Nadia Islam' });
    const bengali = await createTestUser(db(), { fullname: 'Selim Reza', language: 'bn' });
    for (const investor of [english, bengali]) await invest(investor, 1000, partnership._id);
    const trust = (await ctx.app.inject({ method: 'GET', url: '/api/trust' })).json() as TrustResponse;
    const musharaka = trust.contracts.find((contract) => contract.contractType === 'musharaka')!;
    const company = { en: trust.company?.legalName ?? ctx.app.config.company.name, bn: trust.company?.legalNameBn ?? trust.company?.legalName ?? ctx.app.config.company.name };
    expect((await post({ periodStart: today(), periodEnd: today(), kind: 'profit', amount: 1000 }, admin, partnership._id)).statusCode).toBe(201);

    const englishMail = await sink.nextMail(english.user.email);
    expect(englishMail.text).toContain(`How this project shares profit and loss: ${fillContractText(musharaka.sharing, { company: company.en, share: '70', rest: '30' })}`);
    expect(englishMail.text).not.toMatch(/mudarib/i);
    const bengaliMail = await sink.nextMail(bengali.user.email);
    expect(bengaliMail.text).toContain(`এই প্রকল্পে মুনাফা ও লোকসান যেভাবে ভাগ হয়: ${fillContractText(musharaka.sharingBn, { company: company.bn, share: '৭০', rest: '৩০' })}`);

    // A project without a contract type: its mails state none rather than borrow one.
    const plainProject = await createProjectViaApi(ctx.app, admin, { raisedAmount: 0, investmentOptions: [1000] });
    const plain = await createTestUser(db());
    await invest(plain, 1000, plainProject._id);
    expect((await post({ periodStart: today(), periodEnd: today(), kind: 'profit', amount: 100 }, admin, plainProject._id)).statusCode).toBe(201);
    expect((await sink.nextMail(plain.user.email)).text).not.toContain('How this project shares profit and loss');
  });

  describe('refusals', () => {
    let investor: TestUser;
    beforeEach(async () => {
      investor = await createTestUser(db());
      await invest(investor, 1000);
    });
    const todayProfit = () => ({ periodStart: today(), periodEnd: today(), kind: 'profit', amount: 100 });

    test('a period starting after today: 400 PERIOD_IN_FUTURE', async () => {
      const res = await post({ ...todayProfit(), periodStart: plusDays(today(), 1), periodEnd: plusDays(today(), 5) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PERIOD_IN_FUTURE');
      expect((await preview({ ...todayProfit(), periodStart: plusDays(today(), 1), periodEnd: plusDays(today(), 1) })).json().code).toBe('PERIOD_IN_FUTURE');
    });

    test('a period before any holding: 409 NO_HOLDERS_IN_PERIOD', async () => {
      const res = await post({ ...todayProfit(), periodStart: plusDays(today(), -30), periodEnd: plusDays(today(), -1) });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NO_HOLDERS_IN_PERIOD');
    });

    test('a loss larger than the capital: 409 LOSS_EXCEEDS_CAPITAL; equal to it: taken whole', async () => {
      const res = await post({ ...todayProfit(), kind: 'loss', amount: 1000.01 });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LOSS_EXCEEDS_CAPITAL');
      expect((await post({ ...todayProfit(), kind: 'loss', amount: 1000 })).statusCode).toBe(201);
      expect(await me(investor)).toMatchObject({ totalInvestment: 0, totalLoss: 1000 });
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('an invalid period or body: 400, nothing written', async () => {
      expect((await post({ ...todayProfit(), periodStart: today(), periodEnd: plusDays(today(), -1) })).statusCode).toBe(400);
      expect((await post({ ...todayProfit(), periodStart: '2026-02-30', periodEnd: '2026-03-01' })).statusCode).toBe(400);
      expect((await post({ ...todayProfit(), amount: 0 })).statusCode).toBe(400);
      expect((await post({ ...todayProfit(), kind: 'bonus' })).statusCode).toBe(400);
      const noKey = await ctx.app.inject({ method: 'POST', url: url(), headers: admin.headers, payload: todayProfit() });
      expect(noKey.statusCode).toBe(400);
      expect(await distributionCount()).toBe(0);
    });

    test('an investor: 403; an unknown project: 404', async () => {
      expect((await post(todayProfit(), investor)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: url(), headers: investor.headers })).statusCode).toBe(403);
      const unknown = '0123456789abcdef01234567';
      expect((await post(todayProfit(), admin, unknown)).statusCode).toBe(404);
      expect((await preview(todayProfit(), unknown)).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: url(unknown), headers: admin.headers })).statusCode).toBe(404);
    });

    test('a retried key answers the first distribution (200) and posts nothing more', async () => {
      const idempotencyKey = key();
      const first = await post({ ...todayProfit(), idempotencyKey });
      expect(first.statusCode).toBe(201);
      const transfers = await countRows(db(), 'transfers');
      const retry = await post({ ...todayProfit(), idempotencyKey });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().distribution).toEqual(first.json().distribution);
      expect(await countRows(db(), 'transfers')).toBe(transfers);
      expect(await me(investor)).toMatchObject({ totalProfit: 70 });
    });

    test('ten simultaneous posts of one period, with different keys, post once', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(todayProfit())));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
      expect(await distributionCount()).toBe(1);
      expect(await me(investor)).toMatchObject({ totalProfit: 70 });
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('ten simultaneous posts with one key: one 201, the others answer it with 200', async () => {
      const idempotencyKey = key();
      const answers = await Promise.all(Array.from({ length: 10 }, () => post({ ...todayProfit(), idempotencyKey })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(await distributionCount()).toBe(1);
      expect(await ledgerProblems(db())).toEqual([]);
    });
  });
});
