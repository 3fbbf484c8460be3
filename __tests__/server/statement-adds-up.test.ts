import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { periodInstants, walletAccountId, walletBalanceAt } from '../../src/server/services/statements/statement-data';
import { postFixtureDistribution } from './helpers/distribution-fixture';
import { ledgerProblems, walletPoisha } from './helpers/money';
import { investorsIn } from './helpers/statement-fixture';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { askWithdrawal, at } from './helpers/withdrawal-fixture';

notePostgresSkip();

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);

/** One CSV row's cells, quotes undone. */
const cellsOf = (row: string) =>
  [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));

/** The CSV's line rows (between the opening and closing rows), split into cells. */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(2, -1)
    .map(cellsOf);

/**
 * One line per movement of the wallet: for an investor with a deposit, an investment, a profit, a
 * loss, withdrawals paid, rejected, cancelled and pending, the CSV's signed wallet changes add up
 * exactly to the wallet's change over any period, including periods that cut a withdrawal in two.
 */
describe.each(databaseKinds)('the statement CSV adds up to the wallet on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor],
  } = useAdminAndInvestor(kind, { investors: [{}] });
  const db = () => ctx.database.db;
  const today = bangladeshToday();
  const decide = (id: string, body: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: `/api/withdrawals/${id}`, headers: admin.headers, payload: body });
  const ask = async (amount: number) => {
    const res = await askWithdrawal(ctx.app, investor, { amount });
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal._id as string;
  };
  const csv = async (from: string, to: string, lng = 'en') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/statement?format=csv&from=${from}&to=${to}&lng=${lng}`, headers: investor.headers });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  /** The wallet's change over [from, to] in BDT, from its transfers. */
  const walletChange = async (from: string, to: string) => {
    const wallet = await walletAccountId(db(), investor.user.id);
    const { start, end } = periodInstants(from, to);
    return ((await walletBalanceAt(db(), wallet, end)) - (await walletBalanceAt(db(), wallet, start))) / 100;
  };
  const sumOf = (rows: string[][]) => Math.round(rows.reduce((sum, row) => sum + Number(row[5]) * 100, 0)) / 100;

  test('deposit, investment, profit, loss, withdrawals paid, rejected and pending: one line each, and the lines add up', async () => {
    // Three days ago: the deposit, the investment and two withdrawals asked for.
    const { paid, rejected, project } = await at(Date.now() - 3 * DAY_MS, async () => {
      const made = await investorsIn(ctx.app, db(), kind, admin, [[investor, 100000, 60000]]);
      return { project: made, paid: await ask(1000), rejected: await ask(500) };
    });
    // Today: a profit, a loss, one asked and rejected the same day, one still pending; then the old two decided.
    await postFixtureDistribution(db(), {
      projectId: project._id,
      actorId: admin.user.id,
      kind: 'profit',
      lines: [{ userId: investor.user.id, amount: 420000 }],
      companyShare: 180000,
    });
    await postFixtureDistribution(db(), { projectId: project._id, actorId: admin.user.id, kind: 'loss', lines: [{ userId: investor.user.id, amount: 150000 }] });
    const sameDay = await ask(700);
    expect((await decide(sameDay, { status: 'rejected', adminRemarks: 'The account name does not match yours.' })).statusCode).toBe(200);
    await ask(300);
    expect((await decide(paid, { status: 'paid', phoneConfirmed: true, reference: 'TRX-ADDS-UP' })).statusCode).toBe(200);
    expect((await decide(rejected, { status: 'rejected', adminRemarks: 'The account name does not match yours.' })).statusCode).toBe(200);
    expect(await walletPoisha(db(), investor.user.id)).toBe((100000 - 60000 + 4200 - 1000 - 300) * 100);

    // The whole history: each withdrawal one line whatever its steps, no loss line, no payout line.
    // The faked clock stands still, so rows of one instant are ordered by id: compare as sets.
    const whole = csvLines(await csv(plusDays(today, -5), today));
    expect(whole.map((row) => `${row[1]?.replace(/ for \S+$/, '')} ${row[5]}`).sort()).toEqual(
      [
        'Deposit approved 100000',
        'Invested in Dhaka Rice Mill -60000',
        'Withdrawal paid -1000',
        'Withdrawal rejected, money back in your wallet 0',
        'Profit from Dhaka Rice Mill 4200',
        'Withdrawal rejected, money back in your wallet 0',
        'Withdrawal requested (held*) -300',
      ].sort(),
    );
    expect(sumOf(whole)).toBe(await walletChange(plusDays(today, -5), today));
    expect(sumOf(whole)).toBe(100000 - 60000 + 4200 - 1000 - 300);

    // A period that ends before the decisions: both withdrawals were still held then.
    const before = csvLines(await csv(plusDays(today, -5), plusDays(today, -1)));
    expect(before.map((row) => `${row[1]} ${row[5]}`).sort()).toEqual(
      ['Deposit approved 100000', 'Invested in Dhaka Rice Mill -60000', 'Withdrawal requested (held*) -1000', 'Withdrawal requested (held*) -500'].sort(),
    );
    expect(sumOf(before)).toBe(await walletChange(plusDays(today, -5), plusDays(today, -1)));

    // Today alone: the money back of a withdrawal asked for before is today's own line.
    const todays = csvLines(await csv(today, today));
    expect(todays.map((row) => row[1])).toContain('Withdrawal returned to your wallet');
    expect(todays.some((row) => row[1] === 'Withdrawal paid')).toBe(false);
    expect(sumOf(todays)).toBe(await walletChange(today, today));
    expect(sumOf(todays)).toBe(4200 + 500 - 300);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  test('every column has a translated header: ?lng=bn gives Bengali headers, ?lng=en English ones', async () => {
    const header = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header(await csv(today, today, 'bn'))).toBe('তারিখ,বিবরণ,রেফারেন্স,দিক (এসেছে/বের হয়েছে),পরিমাণ (টাকা),ওয়ালেটে পরিবর্তন (টাকা),ব্যালেন্স (টাকা)');
    expect(header(await csv(today, today, 'en'))).toBe('Date,Description,Reference,Direction (in/out),Amount (BDT),Wallet change (BDT),Balance (BDT)');
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/statement?format=csv&from=${today}&to=${today}&lng=fr`, headers: investor.headers });
    expect(bad.statusCode).toBe(400);
  });
});
