import { fileBody, pngImage } from './helpers/multipart';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();
// Two cores shared by several engineers: uploads re-encode images and every test builds an app.
jest.setTimeout(60_000);

const DUPLICATE = { message: 'This transaction reference has already been used for a deposit.', code: 'DUPLICATE_REFERENCE' };
const TOO_MANY = {
  message: 'You already have 10 deposits waiting for review. Please wait until some are approved or rejected before adding another.',
  code: 'TOO_MANY_PENDING_DEPOSITS',
};
const bankBody = { kind: 'bank', bankName: 'Islami Bank', accountName: 'Halal Invest Ltd', accountNumber: '2050 1234', instruction: 'Write your customer ID.', active: true };

/** Bank references compared without case, spaces or dashes (DECISIONS.md), and at most 10 deposits waiting per investor. */
describe.each(databaseKinds)('deposit references and pending deposits on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor, other],
  } = useAdminAndInvestor(kind, { investors: [{}, {}] });
  let bank: { _id: string };
  beforeEach(async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payment-accounts', headers: admin.headers, payload: bankBody });
    expect(res.statusCode).toBe(201);
    bank = res.json().paymentAccount;
  });

  async function upload(user: TestUser, width = 64): Promise<string> {
    const body = fileBody(await pngImage(width));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...user.headers } });
    expect(res.statusCode).toBe(201);
    return res.json().url;
  }
  const postDeposit = (user: TestUser, payload: object) => ctx.app.inject({ method: 'POST', url: '/api/deposit', payload, headers: user.headers });
  const depositRows = () => ctx.database.db.selectFrom('deposits').select(['user_id', 'reference', 'reference_key', 'status']).execute();

  test('FT123, ft123, FT1 23 and FT-123 are one bank reference: the first pays, the others are 409', async () => {
    const [mine, theirs] = [await upload(investor), await upload(other, 80)];
    const first = await postDeposit(investor, { amount: 100, url: mine, paymentAccountId: bank._id, reference: 'FT123' });
    expect(first.statusCode).toBe(201);
    // Shown as typed; compared by its key.
    expect(first.json().deposit.reference).toBe('FT123');
    for (const variant of ['ft123', 'FT1 23', 'FT-123', ' f t-1 2 3 ']) {
      const again = await postDeposit(other, { amount: 100, url: theirs, paymentAccountId: bank._id, reference: variant });
      expect([variant, again.statusCode, again.json()]).toEqual([variant, 409, DUPLICATE]);
    }
    // The spec's plain deposit pays the same first bank account: the same reference there is refused too.
    expect((await postDeposit(other, { amount: 100, url: theirs, reference: 'ft 123' })).json()).toEqual(DUPLICATE);
    expect(await depositRows()).toEqual([{ user_id: investor.user.id, reference: 'FT123', reference_key: 'FT123', status: 'pending' }]);
  });

  test('variants of one reference sent at once: exactly one deposit is written', async () => {
    const urls = [await upload(investor), await upload(other, 80)];
    const variants = ['RACE-77', 'race77', 'Race 77', 'R-A-C-E-7-7'];
    const answers = await Promise.all(
      variants.map((reference, i) => postDeposit(i % 2 ? other : investor, { amount: 100, url: urls[i % 2], paymentAccountId: bank._id, reference })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) expect(res.json()).toEqual(DUPLICATE);
    expect(await depositRows()).toHaveLength(1);
    // The database itself refuses a second row with the key, whatever the reference's spelling.
    const row = await ctx.database.db.selectFrom('deposits').selectAll().executeTakeFirstOrThrow();
    const copy = ctx.database.db
      .insertInto('deposits')
      .values({ ...row, id: 'ffffffffffffffffffffffff', idempotency_key: null, reference: 'race-77' })
      .execute();
    await expect(copy).rejects.toMatchObject({ code: expect.stringMatching(/^(23505|SQLITE_CONSTRAINT_UNIQUE)$/) });
  });

  test('the 11th pending deposit of an investor is 409 TOO_MANY_PENDING_DEPOSITS; a reviewed one frees a place', async () => {
    const url = await upload(investor);
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await postDeposit(investor, { amount: 100, url });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().deposit._id);
    }
    const eleventh = await postDeposit(investor, { amount: 100, url });
    expect([eleventh.statusCode, eleventh.json()]).toEqual([409, TOO_MANY]);
    // Another investor is not held back by this one's queue.
    expect((await postDeposit(other, { amount: 100, url: await upload(other, 80) })).statusCode).toBe(201);
    const reject = await ctx.app.inject({
      method: 'PUT',
      url: `/api/deposit/${ids[0]}`,
      headers: admin.headers,
      payload: { status: 'rejected', adminRemarks: 'Blurred picture.' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await postDeposit(investor, { amount: 100, url })).statusCode).toBe(201);
    expect((await postDeposit(investor, { amount: 100, url })).json()).toEqual(TOO_MANY);
  });

  test('parallel deposits of one investor never pass the limit of 10 pending', async () => {
    const url = await upload(investor);
    const answers = await Promise.all(Array.from({ length: 14 }, () => postDeposit(investor, { amount: 100, url })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(10);
    for (const res of answers.filter((answer) => answer.statusCode !== 201)) expect(res.json()).toEqual(TOO_MANY);
    expect((await depositRows()).filter((row) => row.status === 'pending')).toHaveLength(10);
  });
});
