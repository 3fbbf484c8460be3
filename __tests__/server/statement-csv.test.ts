import type { StatementScope, StatementSource } from '../../src/server/services/statements/statement';
import { StatementTotals } from '../../src/server/services/statements/statement-data';
import { statementCsv } from '../../src/server/services/statements/statement-csv';
import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { manyDeposits, investorsIn, syntheticSource } from './helpers/statement-fixture';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);

describe.each(databaseKinds)('GET /api/statement?format=csv on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor],
  } = useAdminAndInvestor(kind, { investors: [{ language: 'bn' }] });
  const today = bangladeshToday();

  const csv = (query: string, user = investor) => ctx.app.inject({ method: 'GET', url: `/api/statement?format=csv&${query}`, headers: user.headers });

  test('a BOM, a header, the opening row, one row per line with Bengali intact, the closing row; an attachment named for the period', async () => {
    const other = await createTestUser(ctx.database.db);
    await investorsIn(ctx.app, ctx.database.db, kind, admin, [
      [investor, 50000, 20000],
      [other, 9000, 9000],
    ]);
    const res = await csv(`from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=statement-${today}-${today}.csv`);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(rows[0]).toBe('তারিখ,বিবরণ,রেফারেন্স,দিক (এসেছে/বের হয়েছে),পরিমাণ (টাকা),ওয়ালেটে পরিবর্তন (টাকা),ব্যালেন্স (টাকা)');
    expect(rows[1]).toBe(`${today},শুরুর ব্যালেন্স,,,,,0`);
    expect(rows[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,টাকা জমা অনুমোদিত,DEP-[0-9A-F]{8},in,50000,50000,50000$/);
    expect(rows[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,Dhaka Rice Mill-এ বিনিয়োগ,INV-[0-9A-F]{8},out,20000,-20000,30000$/);
    expect(rows[4]).toBe(`${today},শেষের ব্যালেন্স,,,,,30000`);
    expect(rows).toHaveLength(5);
  });

  test('a 5,000-line statement: every line, in order, the balance carried across keyset pages', async () => {
    await manyDeposits(ctx.database.db, investor.user.id, 5000, `${plusDays(today, -10)}T00:00:00.000Z`);
    const res = await csv(`from=${plusDays(today, -10)}&to=${today}`);
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(5003);
    expect(rows[5001]!.endsWith(',1,1,5000')).toBe(true);
    expect(rows[5002]).toBe(`${today},শেষের ব্যালেন্স,,,,,5000`);
  });
});

describe('the CSV writer', () => {
  test('streams: the first lines are written before the later pages are read', async () => {
    const { seen, pages } = syntheticSource({}, 10, 500);
    const scope = { language: 'bn', from: '2026-01-01', to: '2026-01-31', opening: 0 } as StatementScope;
    const source: StatementSource = { scope, pages, running: { balance: 0 }, totals: new StatementTotals(), holdings: async () => [] };
    const chunks = statementCsv(source);
    await chunks.next(); // header
    await chunks.next(); // opening
    const first = await chunks.next();
    expect(first.value.split('\r\n')).toHaveLength(501);
    expect(seen.pages).toBe(1);
    let rest = 0;
    for await (const chunk of chunks) rest += chunk.length;
    expect(rest).toBeGreaterThan(0);
    expect(seen.pages).toBe(10);
  });
});
