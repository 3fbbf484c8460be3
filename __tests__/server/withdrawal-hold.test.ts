import { issueResetToken } from '../../src/server/services/password-reset';
import { createSession } from '../../src/server/services/sessions';
import { client, uniqueEmail } from './helpers/auth-api';
import { fundWallet, ledgerProblems } from './helpers/money';
import { codeFrom } from './helpers/smtp-sink';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';
import { askWithdrawal, at, BANK, HOUR, withdrawalKey } from './helpers/withdrawal-fixture';

notePostgresSkip();

const iso = (ms: number) => new Date(ms).toISOString();
const NEW_PASSWORD = 'a brand new password';

/**
 * Issue 17 safety: a request to payout details first used less than a day ago, or less than a day
 * after a password or email change, is held for the admin's extra check: its reasons and end are
 * stored with it and shown on the withdrawal. Time is moved with the faked Date (helpers/withdrawal-fixture).
 */
describe.each(databaseKinds)('withdrawal safety hold on %s', (kind) => {
  const { ctx, sink, admin, investor } = useAdminAndInvestor(kind, {
    mail: true,
    fund: 100_000,
    beforeClose: async (app) => expect(await ledgerProblems(app.database.db)).toEqual([]),
  });

  const ask = async (body: Record<string, unknown> = {}, user = investor) => {
    const res = await askWithdrawal(ctx.app, user, body);
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal as { _id: string; hold: unknown; createdAt: string };
  };
  const storedHold = (id: string) => ctx.database.db.selectFrom('withdrawals').select(['hold_reasons', 'hold_until']).where('id', '=', id).executeTakeFirstOrThrow();

  test('details used for the first time are held until a day after that first use, also on a second request within the day', async () => {
    const start = Date.now();
    const first = await at(start - 5 * HOUR, () => ask());
    expect(first.hold).toEqual({ reasons: ['new-payout-details'], until: iso(start + 19 * HOUR) });
    const second = await at(start, () => ask());
    // The details are still less than a day old: the hold ends a day after their first use, not after this request.
    expect(second.hold).toEqual({ reasons: ['new-payout-details'], until: iso(start + 19 * HOUR) });
    expect(await storedHold(second._id)).toEqual({ hold_reasons: 'new-payout-details', hold_until: iso(start + 19 * HOUR) });
    // The admin's queue shows it too.
    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/withdrawals?status=pending', headers: admin.headers })).json().withdrawals as { _id: string; hold: unknown }[];
    expect(queue.find((w) => w._id === second._id)?.hold).toEqual(second.hold);
  });

  test('details first used a day ago or more are not held: exactly 24 hours is enough, a millisecond less is not', async () => {
    const start = Date.now();
    await at(start - 24 * HOUR, () => ask());
    expect((await at(start - 1, () => ask())).hold).toEqual({ reasons: ['new-payout-details'], until: iso(start) });
    const settled = await at(start, () => ask());
    expect(settled.hold).toBeNull();
    expect(await storedHold(settled._id)).toEqual({ hold_reasons: null, hold_until: null });
  });

  test('the details are compared normalised: the bank account and routing numbers, or the method and mobile number', async () => {
    const start = Date.now();
    await at(start - 30 * HOUR, async () => {
      await ask();
      await ask({ method: 'bkash', account: { number: '01712345678' } });
    });
    // Another name for the bank, the number typed in groups and in Bengali digits: the same account.
    expect((await ask({ account: { ...BANK, bankName: 'IBBL', accountName: 'Rahim', accountNumber: '২০৫০-১২৩৪ ৫৬৭' } })).hold).toBeNull();
    expect((await ask({ method: 'bkash', account: { number: '০১৭১২৩৪৫৬৭৮' } })).hold).toBeNull();
    const newDetails = { reasons: ['new-payout-details'], until: expect.any(String) };
    expect((await ask({ account: { ...BANK, routingNumber: '125275999' } })).hold).toEqual(newDetails);
    expect((await ask({ account: { ...BANK, accountNumber: '20501234568' } })).hold).toEqual(newDetails);
    // The same number on another wallet is another account.
    expect((await ask({ method: 'nagad', account: { number: '01712345678' } })).hold).toEqual(newDetails);
    // Another investor's old withdrawals to these details do not make them known for this one.
    const other = await createTestUser(ctx.database.db);
    await fundWallet(ctx.database.db, other.user.id, admin.user.id, 5000);
    expect((await ask({}, other)).hold).toEqual(newDetails);
  });

  test('a cancelled earlier request still counts as the first use of the details', async () => {
    const start = Date.now();
    const first = await at(start - 25 * HOUR, () => ask());
    expect((await at(start - 25 * HOUR, () => ctx.app.inject({ method: 'POST', url: `/api/withdrawals/${first._id}/cancel`, headers: investor.headers }))).statusCode).toBe(200);
    expect((await ask()).hold).toBeNull();
  });

  test('a password reset less than a day before holds the request until a day after the reset', async () => {
    const start = Date.now();
    await at(start - 30 * HOUR, () => ask());
    await at(start - 2 * HOUR, async () => {
      const { token: resetToken } = await issueResetToken(ctx.database.db, investor.user.id);
      const res = await client(ctx.app).post('/api/auth/reset-password', { email: investor.user.email, resetToken, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
    });
    // The reset ended every session: sign in again (a new session) with the new password.
    const token = await createSession(ctx.database.db, investor.user.id, 30);
    const me: TestUser = { ...investor, password: NEW_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
    expect((await at(start, () => ask({}, me))).hold).toEqual({ reasons: ['password-changed'], until: iso(start + 22 * HOUR) });
    expect((await at(start + 22 * HOUR - 1, () => ask({}, me))).hold).toEqual({ reasons: ['password-changed'], until: iso(start + 22 * HOUR) });
    expect((await at(start + 22 * HOUR, () => ask({}, me))).hold).toBeNull();
  });

  test('a confirmed email change less than a day before holds the request; with new details too, both reasons and the later end', async () => {
    const start = Date.now();
    await at(start - 30 * HOUR, () => ask());
    const newEmail = uniqueEmail('moved');
    await at(start - 3 * HOUR, async () => {
      const api = client(ctx.app);
      const profile = { fullname: investor.user.fullname, email: newEmail, phone: '', nid: '', currentPassword: investor.password };
      expect((await api.put('/api/auth/update', profile, investor.token)).statusCode).toBe(200);
      const code = codeFrom(await sink.nextMail(newEmail));
      expect((await api.post('/api/auth/email-change/confirm', { code }, investor.token)).statusCode).toBe(200);
    });
    expect((await at(start, () => ask())).hold).toEqual({ reasons: ['email-changed'], until: iso(start + 21 * HOUR) });
    const both = await at(start, () => ask({ method: 'rocket', account: { number: '01812345678' } }));
    expect(both.hold).toEqual({ reasons: ['new-payout-details', 'email-changed'], until: iso(start + 24 * HOUR) });
    // A request made only because of the email change is not held once the day has passed.
    expect((await at(start + 21 * HOUR, () => ask())).hold).toBeNull();
  });

  test('a retried key answers the first withdrawal with the hold it was made with', async () => {
    const start = Date.now();
    const idempotencyKey = withdrawalKey();
    const first = await at(start - 25 * HOUR, () => ask({ idempotencyKey }));
    const retry = await askWithdrawal(ctx.app, investor, { idempotencyKey });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().withdrawal).toEqual(first);
    expect(first.hold).toEqual({ reasons: ['new-payout-details'], until: iso(start - HOUR) });
  });
});
