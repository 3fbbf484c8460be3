import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { fundWallet } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { wallet, walletCreatedSnapshot } from './helpers/payment-account-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';
import { at } from './helpers/withdrawal-fixture';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();
// Four engineers share two cores: a fresh app, migrations and argon2 per test can take seconds.
jest.setTimeout(30_000);

const key = () => idempotencyKey('audit-money');
const plusDays = (day: string, n: number) => dayText(dayNumber(day) + n);

const AGENT = 'AuditMoney/1.0 (X11; Linux)';
const IP = '203.0.113.9';

/** Every admin action that moves money or takes data out leaves an audit event written with it. */
describe.each(databaseKinds)('audit trail of money actions and downloads on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [first, second],
    project,
  } = useAdminAndInvestor(kind, { investors: [{}, {}], project: { raisedAmount: 0, investmentOptions: [1000] } });

  const db = () => ctx.database.db;
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user: TestUser = admin) =>
    ctx.app.inject({ method, url, payload, headers: { ...user.headers, 'user-agent': AGENT }, remoteAddress: IP });
  const json = (text: string | null) => (text === null ? null : JSON.parse(text));
  const events = async (action: string) => {
    const rows = await db().selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => ({ ...row, before: json(row.before), after: json(row.after) }));
  };

  /** Two holders since 200 days ago, and a 90-day period inside their holding. */
  async function twoHolders() {
    const investedOn = new Date(Date.now() - 200 * 86_400_000);
    await at(investedOn, async () => {
      for (const [user, bdt] of [
        [first, 60000],
        [second, 40000],
      ] as const) {
        await fundWallet(db(), user.user.id, admin.user.id, bdt);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/investment',
          headers: user.headers,
          payload: { projectId: project._id, amount: bdt, idempotencyKey: key() },
        });
        expect(res.statusCode).toBe(201);
      }
    });
    const periodStart = plusDays(bangladeshToday(investedOn), 1);
    return { periodStart, periodEnd: plusDays(periodStart, 89) };
  }
  const postDistribution = (body: Record<string, unknown>) => as('POST', `/api/project/${project._id}/distributions`, { note: 'Q1', idempotencyKey: key(), ...body });

  test('posting a profit records distribution_posted: actor, project, period, amount, kind and the distribution id; a retry and a refused post record nothing more', async () => {
    const period = await twoHolders();
    const idempotencyKey = key();
    const posted = await postDistribution({ ...period, kind: 'profit', amount: 10000, idempotencyKey });
    expect(posted.statusCode).toBe(201);
    const distributionId = posted.json().distribution._id;

    const [event, ...more] = await events('distribution_posted');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actor_id: admin.user.id, target_type: 'project', target_id: project._id, ip: IP, user_agent: AGENT, before: null });
    expect(event?.after).toEqual({
      distributionId,
      kind: 'profit',
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      amount: 10000,
      investorPool: 7000,
      companyShare: 3000,
      holders: 2,
    });

    // The same key answers the first distribution; another key for the period is refused: no new event either way.
    expect((await postDistribution({ ...period, kind: 'profit', amount: 10000, idempotencyKey })).statusCode).toBe(200);
    expect((await postDistribution({ ...period, kind: 'loss', amount: 100 })).statusCode).toBe(409);
    expect(await events('distribution_posted')).toHaveLength(1);
  });

  test('posting a loss records distribution_posted with kind loss', async () => {
    const period = await twoHolders();
    const posted = await postDistribution({ ...period, kind: 'loss', amount: 5000 });
    expect(posted.statusCode).toBe(201);
    const [event] = await events('distribution_posted');
    expect(event).toMatchObject({ actor_id: admin.user.id, target_id: project._id });
    expect(event?.after).toMatchObject({ distributionId: posted.json().distribution._id, kind: 'loss', amount: 5000, ...period, holders: 2 });
  });

  test('reversing records distribution_reversed: actor, project, period, amount, kind, the distribution and its reversal', async () => {
    const period = await twoHolders();
    const posted = await postDistribution({ ...period, kind: 'profit', amount: 10000 });
    const distributionId = posted.json().distribution._id;
    expect((await as('POST', `/api/distributions/${distributionId}/reverse`, { reason: 'Wrong quarter' })).statusCode).toBe(200);
    const reversal = await db().selectFrom('distributions').select('id').where('reverses_distribution_id', '=', distributionId).executeTakeFirstOrThrow();
    const [event, ...more] = await events('distribution_reversed');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actor_id: admin.user.id, target_type: 'project', target_id: project._id, ip: IP, user_agent: AGENT });
    expect(event?.before).toEqual({ distributionId, kind: 'profit', amount: 10000, ...period });
    expect(event?.after).toMatchObject({ reversalId: reversal.id, reason: 'Wrong quarter' });
  });

  test('completing a project records project_completed: actor, project, holdings and capital returned', async () => {
    await twoHolders();
    expect((await as('POST', `/api/project/${project._id}/complete`, {})).statusCode).toBe(200);
    const [event, ...more] = await events('project_completed');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actor_id: admin.user.id, target_type: 'project', target_id: project._id, ip: IP });
    expect(event?.after).toMatchObject({ holdingsReturned: 2, capitalReturned: 100000 });
  });

  test('downloading the audit trail records data_exported with kind audit and the filters', async () => {
    const res = await as('GET', `/api/audit/export.csv?action=sign_in&from=2026-01-01&actor=${admin.user.id}`);
    expect(res.statusCode).toBe(200);
    const [event, ...more] = await events('data_exported');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actor_id: admin.user.id, ip: IP, user_agent: AGENT });
    expect(event?.after).toEqual({ kind: 'audit', actor: admin.user.id, action: 'sign_in', target: null, from: '2026-01-01', to: null });
    // The unfiltered download says so: every filter null.
    await as('GET', '/api/audit/export.csv');
    expect((await events('data_exported'))[1]?.after).toEqual({ kind: 'audit', actor: null, action: null, target: null, from: null, to: null });
  });

  test('an investor refused the audit download (403) leaves no export event', async () => {
    expect((await as('GET', '/api/audit/export.csv', undefined, first)).statusCode).toBe(403);
    expect(await events('data_exported')).toEqual([]);
  });
});

/** Payment accounts: every field, the instructions in both languages included, is in the trail. */
describe.each(databaseKinds)('audit trail of payment accounts on %s', (kind) => {
  const { ctx, admin } = useAdminAndInvestor(kind, { investors: [] });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, payload, headers: admin.headers });
  const events = async (action: string) => {
    const rows = await ctx.database.db.selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => ({ target: row.target_id, actor: row.actor_id, before: JSON.parse(row.before ?? 'null'), after: JSON.parse(row.after ?? 'null') }));
  };

  test('a new account records every field; an instruction rewritten in both languages records both before → after; turning it off records active', async () => {
    const created = await send('POST', '/api/payment-accounts', wallet);
    const id = created.json().paymentAccount._id;
    expect(await events('payment_account_created')).toEqual([
      {
        target: id,
        actor: admin.user.id,
        before: null,
        after: walletCreatedSnapshot,
      },
    ]);

    const rewritten = { ...wallet, instruction: 'Send to 01898765432 instead.', instructionBn: '০১৮৯৮৭৬৫৪৩২ নম্বরে পাঠান।' };
    expect((await send('PUT', `/api/payment-accounts/${id}`, rewritten)).statusCode).toBe(200);
    expect((await send('PUT', `/api/payment-accounts/${id}`, { ...rewritten, active: false })).statusCode).toBe(200);
    expect(await events('payment_account_changed')).toEqual([
      {
        target: id,
        actor: admin.user.id,
        before: { instruction: wallet.instruction, instructionBn: wallet.instructionBn },
        after: { instruction: rewritten.instruction, instructionBn: rewritten.instructionBn },
      },
      { target: id, actor: admin.user.id, before: { active: true }, after: { active: false } },
    ]);
  });

  test('the /bank calls record their create and an instruction edit', async () => {
    const details = { bankName: 'Islami Bank', accountNumber: '2050 1234', accountName: 'Halal Invest Ltd', instruction: 'Write your customer id.' };
    const id = (await send('POST', '/api/bank', details)).json().bankInfo._id;
    expect((await send('PUT', `/api/bank/${id}`, { ...details, instruction: 'Pay to 9999 instead.' })).statusCode).toBe(200);
    expect(await events('bank_details_created')).toEqual([{ target: id, actor: admin.user.id, before: null, after: details }]);
    expect(await events('bank_details_changed')).toEqual([
      { target: id, actor: admin.user.id, before: { instruction: details.instruction }, after: { instruction: 'Pay to 9999 instead.' } },
    ]);
  });
});
