import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { useTwoHolders } from './helpers/distribution-fixture';
import { ledgerProblems } from './helpers/money';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const key = () => idempotencyKey('life-key');
const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);

// Issue 16 end to end through the real routes: post, reverse and complete share one set of books.
describe.each(databaseKinds)('a project from first profit to completion on %s', (kind) => {
  const { ctx, admin, investors, project } = useTwoHolders(kind);
  const [first, second] = investors;

  const inject = (method: 'GET' | 'POST', url: string, payload?: object, as: TestUser = admin) =>
    ctx.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
  const me = async (user: TestUser) => (await inject('GET', '/api/auth/user', undefined, user)).json().user;
  const distribute = (kind: 'profit' | 'loss', amount: number, periodStart: string, periodEnd: string) =>
    inject('POST', `/api/project/${project._id}/distributions`, { periodStart, periodEnd, kind, amount, note: '', idempotencyKey: key() });
  const today = bangladeshToday();

  test('profit, loss, reversing the loss, completion: every figure follows and the books balance after each step', async () => {
    // Invested today: one day of capital each, 60:40.
    const profit = await distribute('profit', 10000, today, today);
    expect(profit.statusCode).toBe(201);
    expect(profit.json().distribution.lines.map((l: { amount: number }) => l.amount)).toEqual([4200, 2800]);
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);

    // The same day again is refused, profit or loss, until the profit is reversed.
    expect((await distribute('loss', 5000, today, today)).json().code).toBe('PERIOD_ALREADY_DISTRIBUTED');
    const reversedProfit = await inject('POST', `/api/distributions/${profit.json().distribution._id}/reverse`, { reason: 'Entered for the wrong project' });
    expect(reversedProfit.statusCode).toBe(200);
    expect(reversedProfit.json().distribution).toMatchObject({ reversedAt: expect.any(String), reversalReason: 'Entered for the wrong project' });
    // The reversal answers the distribution with its lines, as the list and the retried post do.
    expect(reversedProfit.json().distribution.lines.map((l: { amount: number }) => l.amount)).toEqual([4200, 2800]);
    expect(await me(first)).toMatchObject({ availableBalance: 0, totalProfit: 0, totalInvestment: 60000 });
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);

    // A reversed period is free again: the loss of that day is posted, then reversed once.
    const loss = await distribute('loss', 5000, today, today);
    expect(loss.statusCode).toBe(201);
    expect(await me(second)).toMatchObject({ totalInvestment: 38000, totalLoss: 2000 });
    const reverse = () => inject('POST', `/api/distributions/${loss.json().distribution._id}/reverse`, { reason: 'Insurance paid the damage' });
    expect((await reverse()).statusCode).toBe(200);
    expect((await reverse()).json().code).toBe('ALREADY_REVERSED');
    expect(await me(second)).toMatchObject({ totalInvestment: 40000, totalLoss: 0 });
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);

    const listed = (await inject('GET', `/api/project/${project._id}/distributions`)).json().distributions;
    expect(listed).toHaveLength(2);
    expect(listed.every((d: { reversedAt: string | null }) => d.reversedAt !== null)).toBe(true);

    const completed = await inject('POST', `/api/project/${project._id}/complete`, {});
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ project: { status: 'completed' }, holdingsReturned: 2, capitalReturned: 100000 });
    expect(await me(first)).toMatchObject({ availableBalance: 60000, totalInvestment: 0 });
    expect(await me(second)).toMatchObject({ availableBalance: 40000, totalInvestment: 0 });
    expect((await distribute('profit', 100, plusDays(today, -1), plusDays(today, -1))).json().code).toBe('PROJECT_COMPLETED');
    expect(await ledgerProblems(ctx.database.db)).toEqual([]);
  });
});
