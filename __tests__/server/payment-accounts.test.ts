import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();
// Two cores shared by several engineers: a fresh app, migrations and argon2 per test take seconds.
jest.setTimeout(30_000);

const UNAUTHENTICATED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };
const FORBIDDEN = { message: 'Only administrators can do this.', code: 'FORBIDDEN' };
const invalid = (fields: Record<string, string>) => ({ message: Object.values(fields)[0], code: 'VALIDATION_FAILED', fields });
const UNKNOWN_ID = '0123456789abcdef01234567';
const WALLET_ONLY = 'A mobile wallet takes only a number: leave this out.';

const bank = {
  kind: 'bank',
  bankName: 'Islami Bank Bangladesh PLC',
  branch: 'Motijheel',
  routingNumber: '125274455',
  accountName: 'Halal Invest Ltd',
  accountNumber: '2050 1234 5678',
  instruction: 'Write your customer ID in the reference.',
  instructionBn: 'রেফারেন্সে আপনার গ্রাহক আইডি লিখুন।',
  active: true,
};
const bkash = { kind: 'bkash', accountName: 'Halal Invest Ltd', accountNumber: '01712345678', instruction: 'Use Make Payment.', active: true };

/** Issue 17: GET, POST and PUT /api/payment-accounts. */
describe.each(databaseKinds)('payment account routes on %s', (kind) => {
  const { ctx, sink, admin, investor } = useAdminAndInvestor(kind, { mail: true });

  const list = (query = '', user: TestUser | null = null) => ctx.app.inject({ method: 'GET', url: `/api/payment-accounts${query}`, headers: user?.headers ?? {} });
  const post = (payload: unknown, user: TestUser | null = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/payment-accounts', headers: user?.headers ?? {}, payload: payload as object });
  const put = (id: string, payload: unknown, user: TestUser | null = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/payment-accounts/${id}`, headers: user?.headers ?? {}, payload: payload as object });
  const created = async (payload: object) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(201);
    return res.json().paymentAccount;
  };
  const rows = () => ctx.database.db.selectFrom('payment_accounts').selectAll().orderBy('created_at').execute();
  const auditEvents = (action: string) => ctx.database.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();

  test('GET answers an empty list while there are none', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ paymentAccounts: [] });
  });

  test('POST creates a bank account (201 {paymentAccount}), digits normalised, and records payment_account_created', async () => {
    const res = await post({ ...bank, accountNumber: '২০৫০ ১২৩৪ ৫৬৭৮', bankName: `  ${bank.bankName} ` });
    expect(res.statusCode).toBe(201);
    const paymentAccount = res.json().paymentAccount;
    expect(paymentAccount).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      kind: 'bank',
      bankName: bank.bankName,
      branch: 'Motijheel',
      routingNumber: '125274455',
      accountName: bank.accountName,
      accountNumber: '2050 1234 5678',
      instruction: bank.instruction,
      instructionBn: bank.instructionBn,
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: paymentAccount.createdAt,
      detailsChangedAt: null,
      isDemo: false,
    });
    const [event] = await auditEvents('payment_account_created');
    expect(event).toMatchObject({ actor_id: admin.user.id, target_type: 'payment_account', target_id: paymentAccount._id });
    expect(JSON.parse(String(event?.after))).toMatchObject({ kind: 'bank', accountNumber: '2050 1234 5678', active: true });
  });

  test('POST creates a bKash account without bank fields; blank bank fields count as not given', async () => {
    const account = await created({ ...bkash, bankName: '', branch: null, instructionBn: '' });
    expect(account).toMatchObject({ kind: 'bkash', bankName: null, branch: null, routingNumber: null, accountNumber: '01712345678', instructionBn: null });
  });

  test('a wallet number written +880 is stored in the 11-digit local form', async () => {
    const account = await created({ ...bkash, accountNumber: '+880 1712 345678' });
    expect(account).toMatchObject({ kind: 'bkash', accountNumber: '01712345678' });
  });

  test('GET lists active accounts, bank first then bKash, Nagad, Rocket, oldest first within a kind; ?all=1 (admin) adds inactive ones', async () => {
    const rocket = await created({ ...bkash, kind: 'rocket', accountNumber: '01812345678' });
    const nagad = await created({ ...bkash, kind: 'nagad', accountNumber: '01912345678' });
    const wallet = await created(bkash);
    const first = await created(bank);
    const second = await created({ ...bank, bankName: 'Second Bank' });
    const hidden = await created({ ...bank, bankName: 'Old Bank', active: false });
    const ids = async (res: Awaited<ReturnType<typeof list>>) => {
      expect(res.statusCode).toBe(200);
      return res.json().paymentAccounts.map((account: { _id: string }) => account._id);
    };
    expect(await ids(await list())).toEqual([first._id, second._id, wallet._id, nagad._id, rocket._id]);
    expect(await ids(await list('', investor))).toEqual([first._id, second._id, wallet._id, nagad._id, rocket._id]);
    expect(await ids(await list('?all=1', admin))).toEqual([first._id, second._id, hidden._id, wallet._id, nagad._id, rocket._id]);
    expect(await ids(await list('?all=true', admin))).toEqual([first._id, second._id, hidden._id, wallet._id, nagad._id, rocket._id]);
    expect(await ids(await list('?all=0', admin))).toEqual([first._id, second._id, wallet._id, nagad._id, rocket._id]);
  });

  test('?all=1 is an admin option: anonymous 401, investor 403; a bad value or unknown parameter is 400', async () => {
    await created({ ...bank, active: false });
    const anonymous = await list('?all=1');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, UNAUTHENTICATED]);
    const asInvestor = await list('?all=1', investor);
    expect([asInvestor.statusCode, asInvestor.json()]).toEqual([403, FORBIDDEN]);
    const bad = await list('?all=yes', admin);
    expect([bad.statusCode, bad.json()]).toEqual([400, invalid({ all: 'all must be 1 or 0.' })]);
    const twice = await list('?all=1&all=1', admin);
    expect(twice.statusCode).toBe(400);
    const unknown = await list('?kind=bank', admin);
    expect([unknown.statusCode, unknown.json()]).toEqual([400, invalid({ _: 'Unknown field: kind' })]);
  });

  test.each([
    ['a bank without a bank name', { ...bank, bankName: undefined }, { bankName: 'Bank name is required.' }],
    ['a bank with a blank bank name', { ...bank, bankName: '  ' }, { bankName: 'Bank name is required.' }],
    ['a bank account number with letters', { ...bank, accountNumber: '2050-ABCD' }, { accountNumber: 'Account number may contain only digits, spaces and dashes.' }],
    ['a bank account number too long', { ...bank, accountNumber: '1'.repeat(35) }, { accountNumber: 'Account number must be at most 34 characters.' }],
    ['a routing number of 8 digits', { ...bank, routingNumber: '12527445' }, { routingNumber: 'Routing number must be 9 digits.' }],
    ['a bKash number of 10 digits', { ...bkash, accountNumber: '0171234567' }, { accountNumber: 'Please enter an 11-digit mobile number such as 01712345678.' }],
    [
      'a Nagad number that is not a mobile number',
      { ...bkash, kind: 'nagad', accountNumber: '02712345678' },
      { accountNumber: 'Please enter an 11-digit mobile number such as 01712345678.' },
    ],
    ['a bKash account with a bank name', { ...bkash, bankName: 'Islami Bank' }, { bankName: WALLET_ONLY }],
    [
      'a Rocket account with a branch and routing number',
      { ...bkash, kind: 'rocket', branch: 'Motijheel', routingNumber: '125274455' },
      { branch: WALLET_ONLY, routingNumber: WALLET_ONLY },
    ],
    ['no instruction', { ...bank, instruction: ' ' }, { instruction: 'Instruction cannot be empty.' }],
    ['an instruction too long', { ...bank, instruction: 'x'.repeat(2001) }, { instruction: 'Instruction must be at most 2000 characters.' }],
    ['a Bengali instruction too long', { ...bank, instructionBn: 'ক'.repeat(2001) }, { instructionBn: 'Bengali instruction must be at most 2000 characters.' }],
    ['no account name', { ...bank, accountName: undefined }, { accountName: 'Account name is required.' }],
    ['an unknown kind', { ...bank, kind: 'paypal' }, { kind: 'Kind must be bank, bkash, nagad or rocket.' }],
    ['no kind', { ...bkash, kind: undefined }, { kind: 'Please choose the kind of account.' }],
    ['active as text', { ...bank, active: 'true' }, { active: 'active must be true or false.' }],
    ['active missing', { ...bank, active: undefined }, { active: 'active is required.' }],
    ['an unknown field', { ...bank, isDemo: false }, { _: 'Unknown field: isDemo' }],
    ['an object for a text field', { ...bank, accountName: { $ne: null } }, { accountName: 'Account name must be text.' }],
  ])('POST and PUT refuse %s with 400 and change nothing', async (_name, payload, fields) => {
    const existing = await created(bank);
    for (const res of [await post(payload), await put(existing._id, payload)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(fields));
    }
    expect((await rows()).map((row) => [row.bank_name, row.account_number])).toEqual([[bank.bankName, bank.accountNumber]]);
  });

  test('PUT edits an account, records only the changed fields and mails every admin of each change; only a payment field moves the change date', async () => {
    const account = await created(bkash);
    expect((await sink.nextMail(admin.user.email)).subject).toBe('Halal Invest: a payment account was added');
    const reworded = await put(account._id, { ...bkash, instruction: 'Use Make Payment, then send the TrxID.' });
    expect(reworded.statusCode).toBe(200);
    expect(reworded.json().paymentAccount).toMatchObject({ instruction: 'Use Make Payment, then send the TrxID.', detailsChangedAt: null });
    expect((await sink.nextMail(admin.user.email)).text).toContain('Instruction (English): Use Make Payment. → Use Make Payment, then send the TrxID.');

    const moved = await put(account._id, { ...bkash, accountNumber: '01898765432', instruction: 'Use Make Payment, then send the TrxID.' });
    expect(moved.statusCode).toBe(200);
    const paymentAccount = moved.json().paymentAccount;
    expect(paymentAccount).toMatchObject({ _id: account._id, accountNumber: '01898765432', createdAt: account.createdAt, detailsChangedAt: paymentAccount.updatedAt });
    const mail = await sink.nextMail(admin.user.email);
    expect(mail.text).toContain('Account number: 01712345678 → 01898765432');
    const changes = await auditEvents('payment_account_changed');
    expect(changes).toHaveLength(2);
    expect(JSON.parse(String(changes[1]?.before))).toEqual({ accountNumber: '01712345678' });
    expect(JSON.parse(String(changes[1]?.after))).toEqual({ accountNumber: '01898765432' });

    // Saving the same again records nothing; deactivating hides it from the public list.
    expect((await put(account._id, { ...bkash, accountNumber: '01898765432', instruction: 'Use Make Payment, then send the TrxID.' })).statusCode).toBe(200);
    expect(await auditEvents('payment_account_changed')).toHaveLength(2);
    const off = await put(account._id, { ...bkash, accountNumber: '01898765432', instruction: 'Use Make Payment, then send the TrxID.', active: false });
    expect(off.json().paymentAccount.active).toBe(false);
    expect((await list()).json()).toEqual({ paymentAccounts: [] });
  });

  test('PUT turning a bank account into a bKash number drops its bank fields', async () => {
    const account = await created(bank);
    const res = await put(account._id, bkash);
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentAccount).toMatchObject({ kind: 'bkash', bankName: null, branch: null, routingNumber: null, instructionBn: null });
  });

  test('PUT of an unknown id is 404; a malformed id is 400', async () => {
    const missing = await put(UNKNOWN_ID, bank);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Payment account not found.', code: 'PAYMENT_ACCOUNT_NOT_FOUND' }]);
    const malformed = await put('not-an-id', bank);
    expect([malformed.statusCode, malformed.json()]).toEqual([400, invalid({ id: 'Payment account id is not valid.' })]);
    expect(await rows()).toEqual([]);
  });

  test('POST and PUT: anonymous 401, investor 403; nothing changes', async () => {
    const account = await created(bank);
    for (const user of [null, investor]) {
      const expected = user ? [403, FORBIDDEN] : [401, UNAUTHENTICATED];
      const res = await post(bkash, user);
      expect([res.statusCode, res.json()]).toEqual(expected);
      const edit = await put(account._id, { ...bank, accountNumber: '9999' }, user);
      expect([edit.statusCode, edit.json()]).toEqual(expected);
    }
    expect((await rows()).map((row) => row.account_number)).toEqual([bank.accountNumber]);
  });

  test('the spec’s /bank calls work on the first active bank account', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bank' })).statusCode).toBe(404);
    await created(bkash);
    await created({ ...bank, bankName: 'Inactive Bank', active: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bank' })).statusCode).toBe(404);
    const first = await created(bank);
    await created({ ...bank, bankName: 'Second Bank' });
    const read = await ctx.app.inject({ method: 'GET', url: '/api/bank' });
    expect(read.json()).toEqual({
      bankInfo: {
        _id: first._id,
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        accountName: bank.accountName,
        instruction: bank.instruction,
        updatedAt: first.updatedAt,
        detailsChangedAt: null,
        isDemo: false,
      },
    });
    // POST /bank refuses while an active bank account exists; PUT /bank keeps the fields the spec's body lacks.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/bank',
      headers: admin.headers,
      payload: { bankName: 'X', accountNumber: '1', accountName: 'Y', instruction: 'Z' },
    });
    expect(again.statusCode).toBe(409);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bank/${first._id}`,
      headers: admin.headers,
      payload: { bankName: 'Renamed Bank', accountNumber: bank.accountNumber, accountName: bank.accountName, instruction: 'New words.' },
    });
    expect(edit.statusCode).toBe(200);
    const [account] = (await list()).json().paymentAccounts;
    expect(account).toMatchObject({
      _id: first._id,
      bankName: 'Renamed Bank',
      instruction: 'New words.',
      branch: 'Motijheel',
      routingNumber: '125274455',
      instructionBn: bank.instructionBn,
      active: true,
    });
    // A bKash number is not bank information.
    const wallet = (await list()).json().paymentAccounts.find((a: { kind: string }) => a.kind === 'bkash');
    const notBank = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bank/${wallet._id}`,
      headers: admin.headers,
      payload: { bankName: 'X', accountNumber: '1', accountName: 'Y', instruction: 'Z' },
    });
    expect(notBank.statusCode).toBe(404);
  });
});
