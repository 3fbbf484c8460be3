import type { ProjectDto } from '../../src/shared/api-types';
import type { StatementDto } from '../../src/shared/statement-types';
import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { postFixtureDistribution } from './helpers/distribution-fixture';
import { ledgerProblems, walletPoisha } from './helpers/money';
import { backdatedDeposit, idempotencyKey, investorsIn } from './helpers/statement-fixture';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe.each(databaseKinds)('GET /api/statement (JSON) on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [first, second],
  } = useAdminAndInvestor(kind, { investors: [{}, { language: 'bn' }] });
  let project: ProjectDto;
  const today = bangladeshToday();
  beforeEach(async () => {
    project = await investorsIn(ctx.app, ctx.database.db, kind, admin, [
      [first, 100000, 60000],
      [second, 40000, 40000],
    ]);
  });

  const statement = (user: TestUser, query: string) => ctx.app.inject({ method: 'GET', url: `/api/statement?${query}`, headers: user.headers });

  test('a deposit, an investment, a profit through the route and a loss: each line, the balances and the totals', async () => {
    const profit = await ctx.app.inject({
      method: 'POST',
      url: `/api/project/${project._id}/distributions`,
      headers: admin.headers,
      payload: { periodStart: today, periodEnd: today, kind: 'profit', amount: 10000, note: '', idempotencyKey: idempotencyKey() },
    });
    expect(profit.statusCode).toBe(201);
    await postFixtureDistribution(ctx.database.db, {
      projectId: project._id,
      actorId: admin.user.id,
      kind: 'loss',
      lines: [{ userId: first.user.id, amount: 150000 }],
      periodStart: '2025-03-01',
      periodEnd: '2025-03-31',
    });

    const res = await statement(first, `from=${plusDays(today, -30)}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<StatementDto>();
    expect(body).toMatchObject({ from: plusDays(today, -30), to: today, openingBalance: 0, closingBalance: 44200 });
    expect(body.lines.map((l) => [l.kind, l.direction, l.amount, l.walletChange, l.balanceAfter])).toEqual([
      ['deposit', 'in', 100000, 100000, 100000],
      ['investment', 'out', 60000, -60000, 40000],
      ['profit', 'in', 4200, 4200, 44200],
      // A loss moves the holding, not the wallet: no line, but in the totals and holdings below.
    ]);
    expect(body.lines.map((l) => l.description)).toEqual([
      'Deposit approved',
      'Invested in Dhaka Rice Mill',
      expect.stringMatching(/^Profit from Dhaka Rice Mill for \d\d\/\d\d\/\d{4}$/),
    ]);
    expect(body.lines[0]!.reference).toMatch(/^DEP-/);
    expect(body.lines[1]!.reference).toMatch(/^INV-/);
    expect(body.lines[2]!.reference).toBe(`DIS-${profit.json().distribution._id.slice(0, 8).toUpperCase()}`);
    expect(body.openingBalance + sum(body.lines.map((l) => l.walletChange))).toBe(body.closingBalance);
    // Closing today is the wallet itself.
    expect(body.closingBalance * 100).toBe(await walletPoisha(ctx.database.db, first.user.id));
    expect(body.totals).toEqual({ in: 104200, out: 60000, profit: 4200, loss: 1500 });
    expect(body.holdings).toEqual([{ projectId: project._id, project: 'Dhaka Rice Mill', principal: 58500, profit: 4200, loss: 1500 }]);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });

  test("in Bengali for a Bengali investor, and only the investor's own transfers", async () => {
    const body = (await statement(second, `from=${today}&to=${today}`)).json<StatementDto>();
    expect(body.lines.map((l) => l.description)).toEqual(['টাকা জমা অনুমোদিত', 'Dhaka Rice Mill-এ বিনিয়োগ']);
    expect(body.lines.map((l) => l.amount)).toEqual([40000, 40000]);
    const mine = (await statement(first, `from=${today}&to=${today}`)).json<StatementDto>();
    const theirs = new Set(body.lines.map((l) => l._id));
    expect(mine.lines.some((l) => theirs.has(l._id))).toBe(false);
    expect(mine.holdings.map((h) => h.principal)).toEqual([60000]);
  });

  test('the opening balance is the wallet before the period, and a past period closes where it ended', async () => {
    const tenDaysAgo = plusDays(today, -10);
    await backdatedDeposit(ctx.database.db, first.user.id, 2500, `${tenDaysAgo}T06:00:00.000Z`);
    const now = (await statement(first, `from=${today}&to=${today}`)).json<StatementDto>();
    expect(now.openingBalance).toBe(2500);
    expect(now.closingBalance).toBe(2500 + 100000 - 60000);
    const past = (await statement(first, `from=${plusDays(today, -12)}&to=${plusDays(today, -5)}`)).json<StatementDto>();
    expect(past).toMatchObject({ openingBalance: 0, closingBalance: 2500, holdings: [], totals: { in: 2500, out: 0, profit: 0, loss: 0 } });
    expect(past.lines).toHaveLength(1);
    const empty = (await statement(first, `from=${plusDays(today, -40)}&to=${plusDays(today, -20)}`)).json<StatementDto>();
    expect(empty).toMatchObject({ openingBalance: 0, closingBalance: 0, lines: [] });
  });

  test('Bangladesh days: a transfer at 23:30 Dhaka time belongs to that day, not the next', async () => {
    // 2026-01-10 23:30 in Dhaka is 17:30 UTC.
    await backdatedDeposit(ctx.database.db, first.user.id, 700, '2026-01-10T17:30:00.000Z');
    expect((await statement(first, 'from=2026-01-10&to=2026-01-10')).json<StatementDto>().lines).toHaveLength(1);
    expect((await statement(first, 'from=2026-01-11&to=2026-01-11')).json<StatementDto>().lines).toHaveLength(0);
  });

  test.each([
    ['no period', ''],
    ['not a date', 'from=2026-02-30&to=2026-03-01'],
    ['ends before it starts', 'from=2026-03-02&to=2026-03-01'],
    ['too long', 'from=2015-01-01&to=2026-01-01'],
    ['an unknown format', 'from=2026-01-01&to=2026-01-02&format=xlsx'],
    ['an unknown field', 'from=2026-01-01&to=2026-01-02&user=someone'],
  ])('400 for %s', async (_name, query) => {
    expect((await statement(first, query)).statusCode).toBe(400);
  });

  test('400 PERIOD_IN_FUTURE after today; 401 without a session', async () => {
    const res = await statement(first, `from=${today}&to=${plusDays(today, 1)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PERIOD_IN_FUTURE');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/statement?from=${today}&to=${today}` })).statusCode).toBe(401);
  });
});
