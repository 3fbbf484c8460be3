import type { DepositDto } from '../../src/shared/api-types';
import { fileBody, pngImage } from './helpers/multipart';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();
// Two cores shared by several engineers: uploads re-encode images and every test builds an app.
jest.setTimeout(60_000);

const DUPLICATE = { message: 'This transaction reference has already been used for a deposit.', code: 'DUPLICATE_REFERENCE' };
const TRX_MESSAGE = 'Please enter the TrxID from your payment message (6-20 letters and digits).';
const invalid = (fields: Record<string, string>) => ({ message: Object.values(fields)[0], code: 'VALIDATION_FAILED', fields });
const UNKNOWN_ID = '0123456789abcdef01234567';

const bankBody = { kind: 'bank', bankName: 'Islami Bank', accountName: 'Halal Invest Ltd', accountNumber: '2050 1234', instruction: 'Write your customer ID.', active: true };
const walletBody = (kind: string, accountNumber: string) => ({ kind, accountName: 'Halal Invest Ltd', accountNumber, instruction: 'Send the TrxID.', active: true });

/** Issue 17: POST /api/deposit with the account paid into, its TrxID or reference, and the screenshot's hash. */
describe.each(databaseKinds)('deposit payment details on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor, other],
  } = useAdminAndInvestor(kind, { investors: [{}, {}] });
  let bank: { _id: string };
  let bkash: { _id: string };
  beforeEach(async () => {
    bank = await account(bankBody);
    bkash = await account(walletBody('bkash', '01712345678'));
  });

  async function account(payload: object): Promise<{ _id: string }> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payment-accounts', headers: admin.headers, payload });
    expect(res.statusCode).toBe(201);
    return res.json().paymentAccount;
  }
  /** `width` picks the picture: the same width is the same screenshot content. */
  async function upload(user: TestUser, width = 64): Promise<string> {
    const body = fileBody(await pngImage(width));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...user.headers } });
    expect(res.statusCode).toBe(201);
    return res.json().url;
  }
  const postDeposit = (user: TestUser, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/deposit', payload, headers: { ...user.headers, ...headers } });
  const countDeposits = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const listAs = async (user: TestUser): Promise<DepositDto[]> => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/deposit', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json().deposits;
  };

  test('the spec’s {amount, url} still works and means the first active bank account, no reference', async () => {
    const res = await postDeposit(investor, { amount: 5000, url: await upload(investor) });
    expect(res.statusCode).toBe(201);
    expect(res.json().deposit).toMatchObject({
      paymentAccount: { _id: bank._id, kind: 'bank', bankName: 'Islami Bank', accountName: 'Halal Invest Ltd', accountNumber: '2050 1234' },
      reference: null,
      sender: null,
      sameScreenshotAs: [],
    });
    // Money moves only on approval, as before.
    expect(await ctx.database.db.selectFrom('transfers').selectAll().execute()).toEqual([]);
  });

  test('a bKash deposit records the TrxID trimmed and upper-cased and the sender in ASCII digits', async () => {
    const res = await postDeposit(investor, { amount: '১,৫০০', url: await upload(investor), paymentAccountId: bkash._id, reference: '  8n7a6d5c4b ', sender: '০১৮১২৩৪৫৬৭৮' });
    expect(res.statusCode).toBe(201);
    expect(res.json().deposit).toMatchObject({
      amount: 1500,
      paymentAccount: { _id: bkash._id, kind: 'bkash', bankName: null, accountNumber: '01712345678' },
      reference: '8N7A6D5C4B',
      sender: '01812345678',
    });
    const row = await ctx.database.db.selectFrom('deposits').selectAll().where('id', '=', res.json().deposit._id).executeTakeFirstOrThrow();
    expect([row.method, row.reference, row.payment_account_id]).toEqual(['bkash', '8N7A6D5C4B', bkash._id]);
    // The deposit shows the account as it was when paid, whatever the admin changes later.
    const edit = await ctx.app.inject({ method: 'PUT', url: `/api/payment-accounts/${bkash._id}`, headers: admin.headers, payload: walletBody('bkash', '01799999999') });
    expect(edit.statusCode).toBe(200);
    const [listed] = await listAs(investor);
    expect(listed?.paymentAccount).toEqual({ _id: bkash._id, kind: 'bkash', bankName: null, accountName: 'Halal Invest Ltd', accountNumber: '01712345678' });
  });

  test('a bank deposit takes an optional reference (kept as typed, trimmed) and account number', async () => {
    const res = await postDeposit(investor, { amount: 100, url: await upload(investor), paymentAccountId: bank._id, reference: ' Ref 2026/11-a ', sender: '2050-9999 1' });
    expect(res.statusCode).toBe(201);
    expect(res.json().deposit).toMatchObject({ reference: 'Ref 2026/11-a', sender: '2050-9999 1' });
  });

  test.each([
    ['no TrxID for bKash', { reference: undefined }, { reference: TRX_MESSAGE }],
    ['a blank TrxID', { reference: '   ' }, { reference: TRX_MESSAGE }],
    ['a TrxID of 5 characters', { reference: 'AB12C' }, { reference: TRX_MESSAGE }],
    ['a TrxID of 21 characters', { reference: 'A'.repeat(21) }, { reference: TRX_MESSAGE }],
    ['a TrxID with a dash', { reference: 'AB12-CD34' }, { reference: TRX_MESSAGE }],
    ['a sender that is not a mobile number', { reference: 'AB12CD34', sender: '12345' }, { sender: 'Please enter an 11-digit mobile number such as 01712345678.' }],
    ['a reference that is not text', { reference: { $ne: null } }, { reference: 'Reference must be text.' }],
    ['a reference over 100 characters', { reference: 'A'.repeat(101) }, { reference: 'Reference must be at most 100 characters.' }],
    ['a malformed account id', { reference: 'AB12CD34', paymentAccountId: 'bkash' }, { paymentAccountId: 'Payment account is not valid.' }],
    ['an unknown field', { reference: 'AB12CD34', method: 'bkash' }, { _: 'Unknown field: method' }],
  ])('a bKash deposit with %s is 400 and stores nothing', async (_name, overrides, fields) => {
    const res = await postDeposit(investor, { amount: 100, url: await upload(investor), paymentAccountId: bkash._id, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid(fields));
    expect(await countDeposits()).toBe(0);
  });

  test('a bank reference over 100 characters or a sender with letters is 400', async () => {
    const url = await upload(investor);
    const long = await postDeposit(investor, { amount: 100, url, paymentAccountId: bank._id, reference: 'x'.repeat(101) });
    expect(long.json()).toEqual(invalid({ reference: 'Reference must be at most 100 characters.' }));
    const sender = await postDeposit(investor, { amount: 100, url, sender: 'my account' });
    expect(sender.json()).toEqual(invalid({ sender: 'Account number may contain only digits, spaces and dashes.' }));
    expect(await countDeposits()).toBe(0);
  });

  test('an unknown account is 404, an inactive one 400', async () => {
    const url = await upload(investor);
    const missing = await postDeposit(investor, { amount: 100, url, paymentAccountId: UNKNOWN_ID, reference: 'AB12CD34' });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      { message: 'Payment account not found.', code: 'PAYMENT_ACCOUNT_NOT_FOUND', fields: { paymentAccountId: 'Payment account not found.' } },
    ]);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/payment-accounts/${bkash._id}`,
      headers: admin.headers,
      payload: { ...walletBody('bkash', '01712345678'), active: false },
    });
    expect(edit.statusCode).toBe(200);
    const inactive = await postDeposit(investor, { amount: 100, url, paymentAccountId: bkash._id, reference: 'AB12CD34' });
    const message = 'This payment account is no longer in use. Please choose another one.';
    expect([inactive.statusCode, inactive.json()]).toEqual([400, { message, code: 'PAYMENT_ACCOUNT_INACTIVE', fields: { paymentAccountId: message } }]);
    expect(await countDeposits()).toBe(0);
  });

  test('a TrxID used before by anyone for the same method is 409 DUPLICATE_REFERENCE, whatever its case; another method may use it', async () => {
    const nagad = await account(walletBody('nagad', '01912345678'));
    expect((await postDeposit(investor, { amount: 100, url: await upload(investor), paymentAccountId: bkash._id, reference: 'AB12CD34' })).statusCode).toBe(201);
    const again = await postDeposit(other, { amount: 200, url: await upload(other), paymentAccountId: bkash._id, reference: 'ab12cd34' });
    expect([again.statusCode, again.json()]).toEqual([409, DUPLICATE]);
    // A second bKash merchant number is still bKash: one TrxID pays one deposit.
    const bkash2 = await account(walletBody('bkash', '01755555555'));
    const viaOther = await postDeposit(other, { amount: 200, url: await upload(other), paymentAccountId: bkash2._id, reference: 'AB12CD34' });
    expect([viaOther.statusCode, viaOther.json()]).toEqual([409, DUPLICATE]);
    expect((await postDeposit(other, { amount: 200, url: await upload(other), paymentAccountId: nagad._id, reference: 'AB12CD34' })).statusCode).toBe(201);
    expect(await countDeposits()).toBe(2);
  });

  test('a bank reference is unique too; deposits without one never collide', async () => {
    const url = await upload(investor);
    expect((await postDeposit(investor, { amount: 100, url, reference: 'REF-1' })).statusCode).toBe(201);
    expect((await postDeposit(investor, { amount: 100, url, paymentAccountId: bank._id, reference: 'REF-1' })).json()).toEqual(DUPLICATE);
    expect((await postDeposit(investor, { amount: 100, url })).statusCode).toBe(201);
    expect((await postDeposit(investor, { amount: 100, url })).statusCode).toBe(201);
    expect(await countDeposits()).toBe(3);
  });

  test('two deposits with one TrxID at once: exactly one 201 and one 409', async () => {
    const [first, second] = [await upload(investor), await upload(other, 80)];
    const answers = await Promise.all([
      postDeposit(investor, { amount: 100, url: first, paymentAccountId: bkash._id, reference: 'RACE1234' }),
      postDeposit(other, { amount: 100, url: second, paymentAccountId: bkash._id, reference: 'race1234' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual(DUPLICATE);
    expect(await countDeposits()).toBe(1);
    // The database itself refuses a second row with the TrxID (the check before the insert can race).
    const row = await ctx.database.db.selectFrom('deposits').selectAll().executeTakeFirstOrThrow();
    const copy = ctx.database.db
      .insertInto('deposits')
      .values({ ...row, id: 'ffffffffffffffffffffffff', idempotency_key: null })
      .execute();
    await expect(copy).rejects.toMatchObject({ code: expect.stringMatching(/^(23505|SQLITE_CONSTRAINT_UNIQUE)$/) });
    // Rows without a reference never collide.
    await ctx.database.db
      .insertInto('deposits')
      .values({ ...row, id: 'eeeeeeeeeeeeeeeeeeeeeeee', idempotency_key: null, reference: null, reference_key: null })
      .execute();
    await ctx.database.db
      .insertInto('deposits')
      .values({ ...row, id: 'dddddddddddddddddddddddd', idempotency_key: null, reference: null, reference_key: null })
      .execute();
  });

  test('a retry with the same Idempotency-Key answers the first deposit, not DUPLICATE_REFERENCE, also when sent at once', async () => {
    const url = await upload(investor);
    const body = { amount: 100, url, paymentAccountId: bkash._id, reference: 'IDEM1234' };
    const headers = { 'idempotency-key': 'pay-form-1' };
    const first = await postDeposit(investor, body, headers);
    expect(first.statusCode).toBe(201);
    const retry = await postDeposit(investor, body, headers);
    expect([retry.statusCode, retry.json().deposit._id]).toEqual([200, first.json().deposit._id]);

    const together = { ...body, reference: 'IDEM5678' };
    const answers = await Promise.all([1, 2, 3].map(() => postDeposit(investor, together, { 'idempotency-key': 'pay-form-2' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().deposit._id)).size).toBe(1);
    expect(await countDeposits()).toBe(2);
  });

  test('the same screenshot sent again is flagged to the admin on the later deposit (up to 5 others); investors never see it', async () => {
    const firstRes = await postDeposit(investor, { amount: 100, url: await upload(investor) });
    const unrelated = await postDeposit(investor, { amount: 100, url: await upload(investor, 90) });
    // The same picture uploaded again (a new file, the same bytes) by someone else.
    const copy = await postDeposit(other, { amount: 100, url: await upload(other) });
    expect(copy.statusCode).toBe(201);
    const first = firstRes.json().deposit as DepositDto;
    // The investor's own answer names no one else's deposit.
    expect(copy.json().deposit.sameScreenshotAs).toEqual([]);
    const byId = new Map((await listAs(admin)).map((deposit) => [deposit._id, deposit]));
    expect(byId.get(copy.json().deposit._id)?.sameScreenshotAs).toEqual([{ _id: first._id, userId: investor.user.id, createdAt: first.createdAt }]);
    expect(byId.get(first._id)?.sameScreenshotAs).toEqual([{ _id: copy.json().deposit._id, userId: other.user.id, createdAt: copy.json().deposit.createdAt }]);
    expect(byId.get(unrelated.json().deposit._id)?.sameScreenshotAs).toEqual([]);
    expect((await listAs(other)).map((deposit) => deposit.sameScreenshotAs)).toEqual([[]]);
    // The admin's review answer carries it too.
    const reviewed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/deposit/${copy.json().deposit._id}`,
      headers: admin.headers,
      payload: { status: 'rejected', adminRemarks: 'Same screenshot as an earlier deposit.' },
    });
    expect(reviewed.json().deposit.sameScreenshotAs).toHaveLength(1);

    const url = await upload(investor);
    for (let i = 0; i < 5; i += 1) expect((await postDeposit(investor, { amount: 100, url })).statusCode).toBe(201);
    const latest = (await listAs(admin))[0];
    expect(latest?.sameScreenshotAs).toHaveLength(5);
    // Oldest first: the original use leads.
    expect(latest?.sameScreenshotAs[0]?._id).toBe(first._id);
  });

  test('an admin page costs the same number of queries for 2 deposits as for 20 (no query per deposit)', async () => {
    const executor = ctx.app.db.getExecutor();
    const queriesOfPage = async () => {
      const spy = jest.spyOn(executor, 'executeQuery');
      try {
        const deposits = await listAs(admin);
        return { rows: deposits.length, queries: spy.mock.calls.length };
      } finally {
        spy.mockRestore();
      }
    };
    // Two investors' deposits: one investor may have at most 10 waiting.
    const urls = [await upload(investor), await upload(other, 80)];
    const post = (i: number) => postDeposit(i % 2 ? other : investor, { amount: 100, url: urls[i % 2], paymentAccountId: bkash._id, reference: `PAGE${i}TRX00` });
    for (let i = 0; i < 2; i += 1) expect((await post(i)).statusCode).toBe(201);
    const small = await queriesOfPage();
    for (let i = 2; i < 20; i += 1) expect((await post(i)).statusCode).toBe(201);
    const large = await queriesOfPage();
    expect([small.rows, large.rows]).toEqual([2, 20]);
    expect(small.queries).toBeGreaterThan(0);
    expect(large.queries).toBe(small.queries);
  });
});
