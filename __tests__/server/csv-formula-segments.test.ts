import { csvCell } from '../../src/server/services/csv';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

/** Every piece of a CSV line a spreadsheet could make a cell of, splitting on commas, semicolons, tabs or line breaks. */
const pieces = (text: string) => text.split(/[;,\t\r\n]/).map((piece) => piece.replace(/^"+/, ''));
const FORMULA = /^ *[=+\-@]/;

describe('csvCell: formula-safe whatever the spreadsheet splits on', () => {
  test.each([
    ['a;=HYPERLINK("http://evil.example")', `"a;'=HYPERLINK(""http://evil.example"")"`],
    ['Rahim; =1+2', `"Rahim;' =1+2"`],
    ['x,+1', `"x,'+1"`],
    ['x\t@SUM(A1)', `"x\t'@SUM(A1)"`],
    ['line\n-2', `"line\n'-2"`],
    ['=1;=2,=3', `"'=1;'=2,'=3"`],
    ['\t=1', `"'\t'=1"`],
    ['a;b', '"a;b"'],
    ['রহিম উদ্দিন; ঢাকা', '"রহিম উদ্দিন; ঢাকা"'],
    ['2026-11-28', '2026-11-28'],
    ['a-b', 'a-b'],
    ['plain', 'plain'],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
    // Split on any separator, no piece starts a formula.
    expect(pieces(cell).filter((piece) => FORMULA.test(piece))).toEqual([]);
  });
});

describe.each(databaseKinds)('a CSV export split on semicolons on %s', (kind) => {
  const { ctx, admin } = useAdminAndInvestor(kind);

  test('users.csv: a name with ";=HYPERLINK(…)" stays text in every piece', async () => {
    await createTestUser(ctx.database.db, { fullname: 'Eve;=HYPERLINK("http://evil.example","x")', email: 'eve@example.com', phone: '017;+1' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/exports/users.csv', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const line = res.body.split('\r\n').find((row) => row.includes('eve@example.com')) as string;
    expect(line).toContain(`"Eve;'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain(`"017;'+1"`);
    expect(pieces(line).filter((piece) => FORMULA.test(piece))).toEqual([]);
  });
});
