import { ledgerProblems } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { askWithdrawal, at, HOUR } from './helpers/withdrawal-fixture';

notePostgresSkip();

const DUPLICATE = {
  message: 'This payment reference has already been used for another paid withdrawal.',
  code: 'DUPLICATE_PAYOUT_REFERENCE',
  fields: { reference: 'This payment reference has already been used for another paid withdrawal.' },
};

/**
 * Marking a withdrawal paid: one payment reference settles one withdrawal of its method (compared
 * without case, spaces or dashes), and a withdrawal under its safety hold is paid early only with
 * the admin's word that they confirmed it with the investor by phone.
 */
describe.each(databaseKinds)('paying a withdrawal on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, {
    fund: 100_000,
    beforeClose: async (app) => expect(await ledgerProblems(app.database.db)).toEqual([]),
  });

  /** A request made a day and more ago: its safety hold is over. */
  const askEarlier = async (body: Record<string, unknown> = {}) => {
    const res = await at(Date.now() - 25 * HOUR, () => askWithdrawal(ctx.app, investor, body));
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal._id as string;
  };
  const decide = (id: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: `/api/withdrawals/${id}`, headers: admin.headers, payload });
  const stored = (id: string) => ctx.database.db.selectFrom('withdrawals').select(['status', 'reference']).where('id', '=', id).executeTakeFirstOrThrow();
  const paidTransfers = async (id: string) =>
    (await ctx.database.db.selectFrom('transfers').select('id').where('withdrawal_id', '=', id).where('kind', '=', 'withdrawal_paid').execute()).length;

  test('a payment reference used for another paid withdrawal is 409, whatever its case, spaces or dashes', async () => {
    const [first, second] = [await askEarlier(), await askEarlier()];
    expect((await decide(first, { status: 'paid', reference: 'FT-123' })).statusCode).toBe(200);
    for (const variant of ['FT-123', 'ft123', 'FT 1 23', ' f-t 123 ']) {
      const res = await decide(second, { status: 'paid', reference: variant });
      expect([variant, res.statusCode, res.json()]).toEqual([variant, 409, DUPLICATE]);
    }
    expect(await stored(second)).toEqual({ status: 'pending', reference: null });
    expect(await paidTransfers(second)).toBe(0);
    // Another reference pays it; a rejection needs no reference at all.
    expect((await decide(second, { status: 'paid', reference: 'FT124' })).statusCode).toBe(200);
    const third = await askEarlier();
    expect((await decide(third, { status: 'rejected', adminRemarks: 'Wrong account name.' })).statusCode).toBe(200);
  });

  test('one reference may settle withdrawals of different methods (a bank reference and a bKash TrxID are different payments)', async () => {
    const bank = await askEarlier();
    const bkash = await askEarlier({ method: 'bkash', account: { number: '01712345678' } });
    expect((await decide(bank, { status: 'paid', reference: 'AB12CD34' })).statusCode).toBe(200);
    expect((await decide(bkash, { status: 'paid', reference: 'AB12CD34' })).statusCode).toBe(200);
  });

  test('two withdrawals paid at once with variants of one reference: exactly one is paid', async () => {
    const ids = [await askEarlier(), await askEarlier(), await askEarlier()];
    const answers = await Promise.all(ids.map((id, i) => decide(id, { status: 'paid', reference: ['RACE-1', 'race1', 'RA CE1'][i] })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) expect(res.json()).toEqual(DUPLICATE);
    const statuses = await Promise.all(ids.map(async (id) => (await stored(id)).status));
    expect(statuses.sort()).toEqual(['paid', 'pending', 'pending']);
  });

  test('a withdrawal under its safety hold is refused 409 SAFETY_HOLD unless the admin confirmed it by phone, which is audited', async () => {
    const res = await askWithdrawal(ctx.app, investor);
    expect(res.statusCode).toBe(201);
    const { _id: id, hold } = res.json().withdrawal as { _id: string; hold: { until: string } };
    expect(hold.until).toEqual(expect.any(String));

    for (const payload of [
      { status: 'paid', reference: 'HOLD1' },
      { status: 'paid', reference: 'HOLD1', phoneConfirmed: false },
    ]) {
      const refused = await decide(id, payload);
      expect([refused.statusCode, refused.json()]).toEqual([
        409,
        {
          message: `This withdrawal is on a safety hold until ${hold.until}. Pay it before then only after confirming it with the investor by phone (phoneConfirmed).`,
          code: 'SAFETY_HOLD',
        },
      ]);
    }
    expect(await stored(id)).toEqual({ status: 'pending', reference: null });
    expect(await paidTransfers(id)).toBe(0);
    // Not a boolean: refused by the schema, never read as true.
    expect((await decide(id, { status: 'paid', reference: 'HOLD1', phoneConfirmed: 'yes' })).statusCode).toBe(400);

    expect((await decide(id, { status: 'paid', reference: 'HOLD1', phoneConfirmed: true })).statusCode).toBe(200);
    expect(await stored(id)).toEqual({ status: 'paid', reference: 'HOLD1' });
    const audit = await ctx.database.db.selectFrom('audit_events').select('after').where('target_id', '=', id).where('action', '=', 'withdrawal_paid').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after as string)).toMatchObject({ status: 'paid', reference: 'HOLD1', phoneConfirmed: true });
  });

  test('a held withdrawal may be rejected at once; after the hold ends it is paid without the phone confirmation', async () => {
    const held = (await askWithdrawal(ctx.app, investor)).json().withdrawal as { _id: string; hold: { until: string } };
    expect((await decide(held._id, { status: 'rejected', adminRemarks: 'Not confirmed.' })).statusCode).toBe(200);
    const later = (await askWithdrawal(ctx.app, investor)).json().withdrawal as { _id: string; hold: { until: string } };
    const paid = await at(Date.parse(later.hold.until), () => decide(later._id, { status: 'paid', reference: 'LATE1' }));
    expect(paid.statusCode).toBe(200);
    const audit = await ctx.database.db.selectFrom('audit_events').select('after').where('target_id', '=', later._id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after as string)).not.toHaveProperty('phoneConfirmed');
  });
});
