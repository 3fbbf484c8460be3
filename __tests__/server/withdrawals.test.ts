import { balanceByKey, fundWallet, ledgerProblems, walletPoisha } from './helpers/money';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';
import { idempotencyKey } from './helpers/idempotency-key';

notePostgresSkip();

const URL = '/api/withdrawals';
const key = () => idempotencyKey('wd-key');
const BANK = { bankName: 'Islami Bank', branch: 'Motijheel', accountName: 'Rahim Uddin', accountNumber: '20501234567', routingNumber: '125275341' };
const HOLD = 'withdrawal_hold';

describe.each(databaseKinds)('withdrawals on %s', (kind) => {
  const { ctx, admin, investor } = useAdminAndInvestor(kind, {
    // Every test leaves the books balanced, the hold equal to the pending withdrawals included.
    beforeClose: async (app) => expect(await ledgerProblems(app.database.db)).toEqual([]),
  });

  const db = () => ctx.database.db;
  const fund = (user: TestUser, bdt: number) => fundWallet(db(), user.user.id, admin.user.id, bdt);
  const ask = (user: TestUser, body: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: user.headers,
      payload: { amount: 1000, method: 'bank', account: BANK, password: user.password, idempotencyKey: key(), ...body },
    });
  const decide = (id: string, body: Record<string, unknown>, as = admin) => ctx.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: as.headers, payload: body });
  const cancel = (id: string, as = investor) => ctx.app.inject({ method: 'POST', url: `${URL}/${id}/cancel`, headers: as.headers });
  const list = (as: TestUser, query = '') => ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers: as.headers });
  const rows = async () =>
    Number(
      (
        await db()
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pendingId = async (bdt = 1000) => {
    const res = await ask(investor, { amount: bdt });
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal._id as string;
  };

  test('a bank withdrawal: 201 {withdrawal, wallet}, the amount held at once', async () => {
    await fund(investor, 5000);
    const res = await ask(investor, { amount: '1,500.50' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      withdrawal: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        reference: `WDR-${body.withdrawal._id.slice(0, 8).toUpperCase()}`,
        userId: { _id: investor.user.id, fullname: investor.user.fullname, email: investor.user.email, uniqueId: investor.user.unique_id, phone: investor.user.phone },
        amount: 1500.5,
        method: 'bank',
        account: BANK,
        status: 'pending',
        paymentReference: null,
        adminRemarks: null,
        adminRemarksBn: null,
        decidedAt: null,
        // Details never used before: held for the admin's extra check until a day after this request.
        hold: { reasons: ['new-payout-details'], until: new Date(Date.parse(body.withdrawal.createdAt) + 86_400_000).toISOString() },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: body.withdrawal.createdAt,
      },
      wallet: { availableBalance: 3499.5 },
    });
    expect(await walletPoisha(db(), investor.user.id)).toBe(349_950);
    expect(await balanceByKey(db(), HOLD)).toBe(150_050);
    const transfer = await db().selectFrom('transfers').selectAll().where('kind', '=', 'withdrawal_requested').executeTakeFirstOrThrow();
    expect({ withdrawal: transfer.withdrawal_id, user: transfer.user_id, amount: Number(transfer.amount) }).toEqual({
      withdrawal: body.withdrawal._id,
      user: investor.user.id,
      amount: 150_050,
    });
  });

  test('a bKash withdrawal in Bengali digits with lakh commas; the number is stored in ASCII digits', async () => {
    await fund(investor, 200000);
    const res = await ask(investor, { amount: '১,০০,০০০', method: 'bkash', account: { number: '০১৭১২৩৪৫৬৭৮' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({ amount: 100000, method: 'bkash', account: { number: '01712345678' } });
    expect(res.json().wallet).toEqual({ availableBalance: 100000 });
  });

  test.each([
    ['+880 with spaces', '+880 1712 345678'],
    ['880', '8801712345678'],
    ['00880', '008801712345678'],
    ['+880 in Bengali digits', '+৮৮০১৭১২৩৪৫৬৭৮'],
  ])('a Nagad number in the %s form is stored as 01712345678', async (_form, number) => {
    await fund(investor, 5000);
    const res = await ask(investor, { amount: 1000, method: 'nagad', account: { number } });
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({ method: 'nagad', account: { number: '01712345678' } });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['no account', { account: undefined }, 'account'],
    ['a bank account without its routing number', { account: { ...BANK, routingNumber: undefined } }, 'account.routingNumber'],
    ['an 8-digit routing number', { account: { ...BANK, routingNumber: '12345678' } }, 'account.routingNumber'],
    ['a bank account with a mobile number too', { account: { ...BANK, number: '01712345678' } }, 'account'],
    ['a Nagad number of 10 digits', { method: 'nagad', account: { number: '0171234567' } }, 'account.number'],
    ['a Rocket number not starting 01', { method: 'rocket', account: { number: '88017123456' } }, 'account.number'],
    ['a bKash number with a dash', { method: 'bkash', account: { number: '01712-345678' } }, 'account.number'],
    ['an account number "-1"', { account: { ...BANK, accountNumber: '-1' } }, 'account.accountNumber'],
    ['a mobile wallet with bank fields', { method: 'bkash', account: { number: '01712345678', bankName: 'X' } }, 'account'],
    ['an unknown account field', { account: { ...BANK, iban: 'GB00' } }, 'account'],
    ['method paypal', { method: 'paypal' }, 'method'],
    ['amount with 3 decimals', { amount: 10.005 }, 'amount'],
    ['amount zero', { amount: 0 }, 'amount'],
    ['no password', { password: undefined }, 'password'],
    ['no idempotencyKey', { idempotencyKey: undefined }, 'idempotencyKey'],
    ['a status set by the client', { status: 'paid' }, '_'],
  ])('%s: 400 VALIDATION_FAILED naming the field, nothing written', async (_name, body, field) => {
    await fund(investor, 5000);
    const res = await ask(investor, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await rows()).toBe(0);
    expect(await walletPoisha(db(), investor.user.id)).toBe(500_000);
  });

  test('a wrong password: 400 WRONG_PASSWORD, nothing written, the session kept', async () => {
    await fund(investor, 5000);
    const res = await ask(investor, { password: 'not the password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Your password is not correct.', code: 'WRONG_PASSWORD', fields: { password: 'Your password is not correct.' } });
    expect(await rows()).toBe(0);
    expect((await list(investor)).statusCode).toBe(200);
  });

  test('more than the wallet holds: 409 INSUFFICIENT_BALANCE with what is missing, nothing written', async () => {
    await fund(investor, 500);
    const res = await ask(investor, { amount: 800.25 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Your available balance is ৳300.25 short of this amount.', code: 'INSUFFICIENT_BALANCE', missing: 300.25 });
    expect(await rows()).toBe(0);
    expect(await walletPoisha(db(), investor.user.id)).toBe(50_000);
    expect(await balanceByKey(db(), HOLD)).toBe(0);
  });

  test('a retried key answers the first withdrawal (200); another amount with it is refused; keys are per user', async () => {
    await fund(investor, 3000);
    const idempotencyKey = key();
    const first = await ask(investor, { idempotencyKey });
    const again = await ask(investor, { idempotencyKey });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const other = await ask(investor, { idempotencyKey, amount: 999 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: 'This idempotencyKey was already used for a different withdrawal.', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await walletPoisha(db(), investor.user.id)).toBe(200_000);
    const someoneElse = await createTestUser(db());
    await fund(someoneElse, 1000);
    expect((await ask(someoneElse, { idempotencyKey })).statusCode).toBe(201);
  });

  test('concurrent retries with one key hold once', async () => {
    await fund(investor, 5000);
    const idempotencyKey = key();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(investor, { idempotencyKey })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().withdrawal._id)).size).toBe(1);
    expect(await balanceByKey(db(), HOLD)).toBe(100_000);
  });

  test('20 requests at once against a balance that covers 3: exactly 3 held, 17 refused with 409', async () => {
    await fund(investor, 3500);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(investor)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await rows()).toBe(3);
    expect(await walletPoisha(db(), investor.user.id)).toBe(50_000);
    expect(await balanceByKey(db(), HOLD)).toBe(300_000);
  });

  test('the investor cancels a pending withdrawal: the money is back; then it is final', async () => {
    await fund(investor, 2000);
    const id = await pendingId();
    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ withdrawal: { _id: id, status: 'cancelled', decidedAt: expect.any(String) }, wallet: { availableBalance: 2000 } });
    expect(await balanceByKey(db(), HOLD)).toBe(0);
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This withdrawal is already cancelled: only a pending withdrawal can be changed.', code: 'WITHDRAWAL_NOT_PENDING' });
    expect((await decide(id, { status: 'paid', phoneConfirmed: true, reference: 'TRX1' })).statusCode).toBe(409);
  });

  test("another investor's withdrawal, and an unknown one, are not found (404); an admin cannot cancel for them", async () => {
    await fund(investor, 2000);
    const id = await pendingId();
    const other = await createTestUser(db());
    for (const res of [
      await cancel(id, other),
      await cancel(id, admin),
      await cancel('ffffffffffffffffffffffff'),
      await decide('ffffffffffffffffffffffff', { status: 'paid', phoneConfirmed: true, reference: 'X' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Withdrawal not found.', code: 'NOT_FOUND' });
    }
    expect(await balanceByKey(db(), HOLD)).toBe(100_000);
  });

  test('an admin pays with the reference: hold → bank; paid is final', async () => {
    await fund(investor, 2000);
    const id = await pendingId(1200);
    const bankBefore = await balanceByKey(db(), 'bank');
    const missing = await decide(id, { status: 'paid' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reference: 'Please enter the payment reference (bank reference or TrxID).' } });
    const res = await decide(id, { status: 'paid', phoneConfirmed: true, reference: ' 8N7A6D5C4B ', adminRemarks: 'Sent from the Islami Bank account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      withdrawal: expect.objectContaining({
        _id: id,
        status: 'paid',
        paymentReference: '8N7A6D5C4B',
        adminRemarks: 'Sent from the Islami Bank account',
        decidedAt: expect.any(String),
        amount: 1200,
      }),
    });
    expect(await balanceByKey(db(), 'bank')).toBe(bankBefore + 120_000);
    expect(await balanceByKey(db(), HOLD)).toBe(0);
    expect(await walletPoisha(db(), investor.user.id)).toBe(80_000);
    for (const res2 of [
      await decide(id, { status: 'rejected', adminRemarks: 'Too late' }),
      await decide(id, { status: 'paid', phoneConfirmed: true, reference: 'AGAIN' }),
      await cancel(id),
    ]) {
      expect(res2.statusCode).toBe(409);
      expect(res2.json().code).toBe('WITHDRAWAL_NOT_PENDING');
    }
    const audit = await db().selectFrom('audit_events').select(['action', 'actor_id']).where('target_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'withdrawal_paid', actor_id: admin.user.id }]);
  });

  test('an admin rejects with a reason: the money is back in the wallet; an investor may not decide', async () => {
    await fund(investor, 2000);
    const id = await pendingId();
    const noReason = await decide(id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ adminRemarks: 'Please give a reason for rejecting this withdrawal.' });
    expect((await decide(id, { status: 'paid', phoneConfirmed: true, reference: 'X' }, investor)).statusCode).toBe(403);
    expect((await decide(id, { status: 'cancelled' })).statusCode).toBe(400);
    const res = await decide(id, { status: 'rejected', adminRemarks: 'The account name does not match yours.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().withdrawal).toMatchObject({ status: 'rejected', adminRemarks: 'The account name does not match yours.', paymentReference: null });
    expect(await walletPoisha(db(), investor.user.id)).toBe(200_000);
    expect((await decide(id, { status: 'paid', phoneConfirmed: true, reference: 'X' })).statusCode).toBe(409);
  });

  test('two admins paying one request at once: it is paid once, the other gets 409', async () => {
    await fund(investor, 2000);
    const id = await pendingId();
    const second = await createTestAdmin(db());
    const answers = await Promise.all([
      decide(id, { status: 'paid', phoneConfirmed: true, reference: 'A1' }),
      decide(id, { status: 'paid', phoneConfirmed: true, reference: 'B2' }, second),
      decide(id, { status: 'rejected', adminRemarks: 'No' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const paid = await db().selectFrom('transfers').select('id').where('withdrawal_id', '=', id).where('kind', 'in', ['withdrawal_paid', 'withdrawal_returned']).execute();
    expect(paid).toHaveLength(1);
  });

  test('cancel against pay at once: one wins, the other gets 409, the money moves once', async () => {
    await fund(investor, 2000);
    const id = await pendingId();
    const [paid, cancelled] = await Promise.all([decide(id, { status: 'paid', phoneConfirmed: true, reference: 'RACE' }), cancel(id)]);
    expect([paid.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const status = (await db().selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(status).toBe(paid.statusCode === 200 ? 'paid' : 'cancelled');
    expect(await walletPoisha(db(), investor.user.id)).toBe(status === 'paid' ? 100_000 : 200_000);
  });

  test("the investor's figures and transactions follow: held is out of the available balance, each withdrawal is one line with its status", async () => {
    await fund(investor, 3000);
    const paidId = await pendingId(1000);
    const cancelledId = await pendingId(500);
    expect((await decide(paidId, { status: 'paid', phoneConfirmed: true, reference: 'TRX9' })).statusCode).toBe(200);
    expect((await cancel(cancelledId)).statusCode).toBe(200);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: investor.headers })).json().user;
    expect(me.availableBalance).toBe(2000);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/investment/transactions', headers: investor.headers })).json().transactions;
    // Rows written within one millisecond are ordered by id: compare as a set.
    expect(listed.map((t: { kind: string; amount: number; walletChange: number; status?: string }) => `${t.kind} ${t.status ?? '-'} ${t.amount} ${t.walletChange}`).sort()).toEqual(
      ['deposit - 3000 3000', 'withdrawal_requested cancelled 500 0', 'withdrawal_requested paid 1000 -1000'],
    );
    // The lines add up to what the wallet holds.
    expect(listed.reduce((sum: number, t: { walletChange: number }) => sum + t.walletChange, 0)).toBe(me.availableBalance);
  });

  test('the ledger check finds a hold that differs from the pending withdrawals, and a withdrawal without its transfer', async () => {
    await fund(investor, 2000);
    const id = await pendingId();
    // A status changed without its transfer (never done by the code) must show up in the check.
    await db().updateTable('withdrawals').set({ status: 'paid' }).where('id', '=', id).execute();
    expect((await ledgerProblems(db())).map((problem) => problem.check).sort()).toEqual(['withdrawal_hold', 'withdrawal_transfers']);
    await db().updateTable('withdrawals').set({ status: 'pending' }).where('id', '=', id).execute();
  });

  test('lists: an investor sees their own, an admin all, by status, in keyset pages', async () => {
    await fund(investor, 10000);
    const other = await createTestUser(db());
    await fund(other, 1000);
    const mine = [await pendingId(100), await pendingId(200), await pendingId(300)];
    const theirs = (await ask(other, { amount: 50 })).json().withdrawal._id;
    await cancel(mine[0] as string);
    const own = (await list(investor)).json();
    expect(own.withdrawals.map((w: { _id: string }) => w._id)).toEqual([...mine].reverse());
    expect(own.nextCursor).toBeNull();
    expect((await list(other)).json().withdrawals.map((w: { _id: string }) => w._id)).toEqual([theirs]);
    const pending = (await list(admin, '?status=pending')).json().withdrawals.map((w: { _id: string }) => w._id);
    expect(pending.sort()).toEqual([mine[1], mine[2], theirs].sort());
    const first = (await list(admin, '?limit=3')).json();
    expect(first.withdrawals).toHaveLength(3);
    const second = (await list(admin, `?limit=3&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ nextCursor: null });
    expect([...first.withdrawals, ...second.withdrawals].map((w: { _id: string }) => w._id).sort()).toEqual([...mine, theirs].sort());
    const bad = await list(admin, '?cursor=bm90LWEtY3Vyc29y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CURSOR');
    expect((await list(admin, '?status=approved')).statusCode).toBe(400);
  });
});
