import type { StatementDto } from '../../src/shared/statement-types';
import { bangladeshToday } from '../../src/server/money/distributions/bangladesh-days';
import { fundWallet } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { askWithdrawal } from './helpers/withdrawal-fixture';

notePostgresSkip();

/** A withdrawal is one line carrying its WDR- reference and status, in the transactions list and the statements. */
describe.each(databaseKinds)('withdrawal references in transactions and statements on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor],
  } = useAdminAndInvestor(kind, { investors: [{ language: 'bn' }] });
  let paid: string;
  let cancelled: string;
  beforeEach(async () => {
    await fundWallet(ctx.database.db, investor.user.id, admin.user.id, 3000);
    const first = (await askWithdrawal(ctx.app, investor, { amount: 1000 })).json().withdrawal._id as string;
    const second = (await askWithdrawal(ctx.app, investor, { amount: 500 })).json().withdrawal._id as string;
    [paid, cancelled] = [first, second].map((id) => `WDR-${id.slice(0, 8).toUpperCase()}`) as [string, string];
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/withdrawals/${first}`, headers: admin.headers, payload: { status: 'paid', phoneConfirmed: true, reference: 'TRX9' } }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/withdrawals/${second}/cancel`, headers: investor.headers })).statusCode).toBe(200);
  });

  /** "kind status amount walletChange reference" per line, as a set: rows of one millisecond are ordered by id. */
  const lines = (rows: { kind: string; status?: string; amount: number; walletChange: number; reference?: string }[]) =>
    rows.map((r) => `${r.kind} ${r.status ?? '-'} ${r.amount} ${r.walletChange} ${r.reference ?? '-'}`).sort();
  const expected = () => ['deposit - 3000 3000 -', `withdrawal_requested paid 1000 -1000 ${paid}`, `withdrawal_requested cancelled 500 0 ${cancelled}`].sort();

  test("the investor's transactions list", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/investment/transactions', headers: investor.headers });
    expect(lines(res.json().transactions)).toEqual(expected());
  });

  test('the statement (JSON), with the Bengali descriptions', async () => {
    const today = bangladeshToday();
    const body = (await ctx.app.inject({ method: 'GET', url: `/api/statement?from=${today}&to=${today}`, headers: investor.headers })).json<StatementDto>();
    expect(lines(body.lines).map((line) => line.replace(/^(deposit - 3000 3000) DEP-\w+$/, '$1 -'))).toEqual(expected());
    expect(body.lines.find((line) => line.reference === cancelled)).toMatchObject({ description: 'টাকা তোলার অনুরোধ বাতিল, টাকা ওয়ালেটে ফেরত এসেছে', status: 'cancelled' });
    expect(body.lines.find((line) => line.reference === paid)).toMatchObject({ description: 'টাকা তোলা সম্পন্ন', status: 'paid' });
    expect(body.closingBalance).toBe(2000);
  });

  test('the statement (CSV): the reference column of each withdrawal line', async () => {
    const today = bangladeshToday();
    const csv = (await ctx.app.inject({ method: 'GET', url: `/api/statement?format=csv&from=${today}&to=${today}`, headers: investor.headers })).body;
    const withdrawalRows = csv.split(/\r?\n/).filter((row) => row.includes('টাকা তোলা') || row.includes('তোলার টাকা'));
    expect(withdrawalRows).toHaveLength(2);
    expect(withdrawalRows.filter((row) => row.includes(paid))).toHaveLength(1);
    expect(withdrawalRows.filter((row) => row.includes(cancelled))).toHaveLength(1);
  });
});
