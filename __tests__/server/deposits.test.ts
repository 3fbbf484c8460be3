import type { DepositDto } from '../../src/shared/api-types';
import { ledgerProblems, walletPoisha } from './helpers/money';
import { urlSignerFor } from '../../src/server/services/signed-urls';
import { fileBody, pngImage } from './helpers/multipart';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';

notePostgresSkip();

const SIGNED_URL = /^\/api\/file\/private\/[0-9a-f]{24}\/[0-9a-f]{24}\.png\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;

describe.each(databaseKinds)('deposit routes on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor, other],
  } = useAdminAndInvestor(kind, { investors: [{}, {}] });

  const db = () => ctx.database.db;
  async function uploadScreenshot(user: TestUser): Promise<string> {
    const body = fileBody(await pngImage());
    const res = await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload: body.payload, headers: { ...body.headers, ...user.headers } });
    expect(res.statusCode).toBe(201);
    return res.json().url;
  }
  const postDeposit = (user: TestUser, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/deposit', payload, headers: { ...user.headers, ...headers } });
  async function createDeposit(user: TestUser, amount = 1500.5): Promise<DepositDto> {
    const res = await postDeposit(user, { amount, url: await uploadScreenshot(user) });
    expect(res.statusCode).toBe(201);
    return res.json().deposit;
  }
  const review = (id: string, payload: object, user: TestUser = admin) => ctx.app.inject({ method: 'PUT', url: `/api/deposit/${id}`, payload, headers: user.headers });
  const countDeposits = async () =>
    Number(
      (
        await db()
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ledgerRows = (depositId: string) => db().selectFrom('transfers').selectAll().where('deposit_id', '=', depositId).execute();
  // Issue 15: approval raises the investor's wallet (available balance), not Total Investment.
  const totalOf = (user: TestUser) => walletPoisha(db(), user.user.id);

  describe('POST /api/deposit', () => {
    test('creates a pending deposit: 201 {deposit}', async () => {
      const url = await uploadScreenshot(investor);
      const res = await postDeposit(investor, { amount: 1500.5, url });
      expect(res.statusCode).toBe(201);
      const { deposit } = res.json();
      expect(deposit).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        userId: { _id: investor.user.id, fullname: investor.user.fullname, email: investor.user.email, uniqueId: investor.user.unique_id, phone: investor.user.phone },
        amount: 1500.5,
        status: 'pending',
        screenshotUrl: expect.stringMatching(SIGNED_URL),
        adminRemarks: null,
        adminRemarksBn: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        // The spec's {amount, url} with no payment account set up yet: a bank transfer, no reference (issue 17).
        paymentAccount: null,
        reference: null,
        sender: null,
        sameScreenshotAs: [],
      });
      const row = await db().selectFrom('deposits').selectAll().where('id', '=', deposit._id).executeTakeFirstOrThrow();
      expect(row.method).toBe('bank');
      expect(row.screenshot_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(row.amount)).toBe(150050);
      expect(row.user_id).toBe(investor.user.id);
      // Nothing is credited before an administrator approves.
      expect(await totalOf(investor)).toBe(0);
    });

    test('an expired screenshot link still counts: the key is what matters', async () => {
      const url = new URL(await uploadScreenshot(investor), 'http://localhost');
      const key = url.pathname.replace('/api/file/private/', '');
      const old = (await urlSignerFor(ctx.config)).sign(key, 60, Date.now() - 3600_000);
      const res = await postDeposit(investor, { amount: 10, url: `${url.origin}${url.pathname}?expires=${old.expires}&signature=${old.signature}` });
      expect(res.statusCode).toBe(201);
    });

    test.each([
      ['another investor’s screenshot', async () => uploadScreenshot(other)],
      ['a screenshot that was never uploaded', async () => `http://localhost/api/file/private/${investor.user.id}/0123456789abcdef01234567.png?expires=1&signature=x`],
      ['a public image URL', async () => 'http://localhost/uploads/images/0123456789abcdef01234567.png'],
      ['some other site', async () => 'https://evil.example.com/x.png'],
      ['not a URL', async () => 'screenshot.png'],
      ['a traversal', async () => `http://localhost/api/file/private/${investor.user.id}/../${other.user.id}/0123456789abcdef01234567.png`],
    ])('%s: 400 SCREENSHOT_INVALID and nothing created', async (_name, makeUrl) => {
      const res = await postDeposit(investor, { amount: 100, url: await makeUrl() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please upload a screenshot of your transfer.', code: 'SCREENSHOT_INVALID' });
      expect(await countDeposits()).toBe(0);
    });

    test.each([
      ['zero', 0],
      ['negative', -5],
      ['three decimals', 1.234],
      ['1e300', 1e300],
      ['text', 'abc'],
      ['null', null],
      ['an object', { $gt: 0 }],
    ])('amount %s: 400 and nothing created', async (_name, amount) => {
      const res = await postDeposit(investor, { amount, url: await uploadScreenshot(investor) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { amount: expect.any(String) } });
      expect(await countDeposits()).toBe(0);
    });

    test.each([
      ['status', { status: 'approved' }],
      ['userId', { userId: '0123456789abcdef01234567' }],
      ['adminRemarks', { adminRemarks: 'ok' }],
      ['__proto__', JSON.parse('{"__proto__": {"status": "approved"}}')],
    ])('mass assignment of %s: 400 and nothing created', async (_name, extra) => {
      const res = await postDeposit(investor, { amount: 100, url: await uploadScreenshot(investor), ...extra });
      expect(res.statusCode).toBe(400);
      // Fastify's JSON parser refuses a __proto__ key itself, before the schema sees it.
      expect(['VALIDATION_FAILED', 'FST_ERR_CTP_INVALID_JSON_BODY']).toContain(res.json().code);
      expect(await countDeposits()).toBe(0);
    });

    test('missing fields: 400 with the spec’s message', async () => {
      const res = await postDeposit(investor, { amount: 100 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please enter an amount and upload a screenshot.',
        code: 'VALIDATION_FAILED',
        fields: { url: 'Please enter an amount and upload a screenshot.' },
      });
    });

    test('an Idempotency-Key repeat returns the first deposit with 200; another amount with it is 409', async () => {
      const url = await uploadScreenshot(investor);
      const headers = { 'idempotency-key': 'deposit-form-7f3a' };
      const first = await postDeposit(investor, { amount: 250, url }, headers);
      expect(first.statusCode).toBe(201);
      const again = await postDeposit(investor, { amount: 250, url }, headers);
      expect(again.statusCode).toBe(200);
      expect(again.json().deposit._id).toBe(first.json().deposit._id);
      const changed = await postDeposit(investor, { amount: 300, url }, headers);
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({ message: 'This Idempotency-Key was already used for a different deposit.', code: 'IDEMPOTENCY_KEY_REUSED' });
      // The same key from another investor is that investor's own key.
      const theirs = await postDeposit(other, { amount: 250, url: await uploadScreenshot(other) }, headers);
      expect(theirs.statusCode).toBe(201);
      expect(await countDeposits()).toBe(2);
    });

    test('ten simultaneous submissions with one Idempotency-Key create one deposit', async () => {
      const url = await uploadScreenshot(investor);
      const results = await Promise.all(Array.from({ length: 10 }, () => postDeposit(investor, { amount: 40, url }, { 'idempotency-key': 'same-key' })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.json().deposit._id)).size).toBe(1);
      expect(await countDeposits()).toBe(1);
    });

    test('an Idempotency-Key over 64 characters: 400', async () => {
      const res = await postDeposit(investor, { amount: 10, url: await uploadScreenshot(investor) }, { 'idempotency-key': 'k'.repeat(65) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    });

    test('anonymous: 401', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', payload: { amount: 10, url: 'x' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/deposit', () => {
    test('an investor gets only their own deposits, newest first; an admin gets all', async () => {
      const a1 = await createDeposit(investor, 100);
      const b1 = await createDeposit(other, 200);
      const a2 = await createDeposit(investor, 300);

      const mine = await ctx.app.inject({ method: 'GET', url: '/api/deposit', headers: investor.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().deposits.map((d: DepositDto) => d._id)).toEqual([a2._id, a1._id]);
      expect(JSON.stringify(mine.json())).not.toContain(other.user.email);

      const all = await ctx.app.inject({ method: 'GET', url: '/api/deposit', headers: admin.headers });
      expect(all.json().deposits.map((d: DepositDto) => d._id)).toEqual([a2._id, b1._id, a1._id]);
      const first = all.json().deposits[1] as DepositDto;
      expect(first.userId).toEqual({ _id: other.user.id, fullname: other.user.fullname, email: other.user.email, phone: other.user.phone, uniqueId: other.user.unique_id });
      // Each answer signs the screenshot afresh, and the link opens the image.
      expect(first.screenshotUrl).toMatch(SIGNED_URL);
      const image = await ctx.app.inject({ method: 'GET', url: first.screenshotUrl.replace(/^http:\/\/localhost(?::80)?/, '') });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    });

    test('status filter and limit', async () => {
      const d1 = await createDeposit(investor, 100);
      const d2 = await createDeposit(investor, 200);
      await createDeposit(investor, 300);
      expect((await review(d1._id, { status: 'approved' })).statusCode).toBe(200);
      expect((await review(d2._id, { status: 'rejected', adminRemarks: 'No transfer found.' })).statusCode).toBe(200);

      const get = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/deposit${query}`, headers: admin.headers });
      expect((await get('?status=approved')).json().deposits.map((d: DepositDto) => d._id)).toEqual([d1._id]);
      expect((await get('?status=rejected')).json().deposits).toMatchObject([{ _id: d2._id, adminRemarks: 'No transfer found.' }]);
      expect((await get('?status=pending')).json().deposits).toHaveLength(1);
      expect((await get('?limit=2')).json().deposits).toHaveLength(2);
      for (const bad of ['?limit=501', '?limit=0', '?limit=abc', '?status=paid', '?userId=x']) {
        const res = await get(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });

    test('anonymous: 401', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/deposit' })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/deposit/:id', () => {
    test("approving credits the investor's wallet once with one bank → wallet transfer", async () => {
      const deposit = await createDeposit(investor, 1500.5);
      const res = await review(deposit._id, { status: 'approved' });
      expect(res.statusCode).toBe(200);
      expect(res.json().deposit).toMatchObject({ _id: deposit._id, status: 'approved', adminRemarks: null, amount: 1500.5 });
      expect(await totalOf(investor)).toBe(150050);
      const rows = await ledgerRows(deposit._id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'deposit', user_id: investor.user.id, actor_id: admin.user.id });
      expect(Number(rows[0]!.amount)).toBe(150050);
      // The profile shows it as available to invest; nothing is invested yet.
      const me = (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: investor.headers })).json().user;
      expect({ availableBalance: me.availableBalance, totalInvestment: me.totalInvestment }).toEqual({ availableBalance: 1500.5, totalInvestment: 0 });
      const row = await db().selectFrom('deposits').selectAll().where('id', '=', deposit._id).executeTakeFirstOrThrow();
      expect(row.reviewed_by).toBe(admin.user.id);
      expect(row.reviewed_at).toEqual(expect.any(String));
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('approving with remarks keeps them', async () => {
      const deposit = await createDeposit(investor);
      const res = await review(deposit._id, { status: 'approved', adminRemarks: '  Matched bank statement.  ' });
      expect(res.json().deposit.adminRemarks).toBe('Matched bank statement.');
    });

    test.each([
      ['no remarks', {}],
      ['blank remarks', { adminRemarks: '   ' }],
      ['null remarks', { adminRemarks: null }],
    ])('rejecting with %s: 400 and the deposit stays pending', async (_name, remarks) => {
      const deposit = await createDeposit(investor);
      const res = await review(deposit._id, { status: 'rejected', ...remarks });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please give a reason for rejecting this deposit.',
        code: 'VALIDATION_FAILED',
        fields: { adminRemarks: 'Please give a reason for rejecting this deposit.' },
      });
      const row = await db().selectFrom('deposits').select('status').where('id', '=', deposit._id).executeTakeFirstOrThrow();
      expect(row.status).toBe('pending');
    });

    test('rejecting with remarks credits nothing and posts no transfer', async () => {
      const deposit = await createDeposit(investor);
      const res = await review(deposit._id, { status: 'rejected', adminRemarks: 'Amount does not match the transfer.' });
      expect(res.statusCode).toBe(200);
      expect(res.json().deposit).toMatchObject({ status: 'rejected', adminRemarks: 'Amount does not match the transfer.' });
      expect(await totalOf(investor)).toBe(0);
      expect(await ledgerRows(deposit._id)).toEqual([]);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('a second decision: 409, and nothing changes', async () => {
      const deposit = await createDeposit(investor, 100);
      expect((await review(deposit._id, { status: 'approved' })).statusCode).toBe(200);
      for (const again of [{ status: 'approved' }, { status: 'rejected', adminRemarks: 'Changed my mind.' }]) {
        const res = await review(deposit._id, again);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'This deposit has already been reviewed.', code: 'DEPOSIT_ALREADY_REVIEWED' });
      }
      expect(await totalOf(investor)).toBe(10000);
      expect(await ledgerRows(deposit._id)).toHaveLength(1);
    });

    test.each([
      ['status pending', { status: 'pending' }],
      ['no status', { adminRemarks: 'x' }],
      ['remarks over 500 characters', { status: 'approved', adminRemarks: 'x'.repeat(501) }],
      ['an amount change', { status: 'approved', amount: 1e6 }],
    ])('%s: 400', async (_name, payload) => {
      const deposit = await createDeposit(investor);
      const res = await review(deposit._id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(await totalOf(investor)).toBe(0);
    });

    test('unknown id: 404; malformed id: 400', async () => {
      const unknown = await review('0123456789abcdef01234567', { status: 'approved' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Deposit not found.', code: 'DEPOSIT_NOT_FOUND' });
      expect((await review('nope', { status: 'approved' })).statusCode).toBe(400);
    });

    test('an investor cannot decide, even on their own deposit: 403', async () => {
      const deposit = await createDeposit(investor);
      const res = await review(deposit._id, { status: 'approved' }, investor);
      expect(res.statusCode).toBe(403);
      expect(await totalOf(investor)).toBe(0);
    });

    test('ten simultaneous approvals of one deposit credit exactly once', async () => {
      const deposit = await createDeposit(investor, 777.77);
      const results = await Promise.all(Array.from({ length: 10 }, () => review(deposit._id, { status: 'approved' })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      expect(await totalOf(investor)).toBe(77777);
      expect(await ledgerRows(deposit._id)).toHaveLength(1);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('ten simultaneous approvals over real sockets credit exactly once', async () => {
      const deposit = await createDeposit(investor, 42);
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const decide = (status: string) =>
        fetch(`${address}/api/deposit/${deposit._id}`, {
          method: 'PUT',
          headers: { ...admin.headers, 'content-type': 'application/json' },
          body: JSON.stringify(status === 'approved' ? { status } : { status, adminRemarks: 'Racing rejection.' }),
        }).then((res) => res.status);
      // Approvals race a few rejections too: exactly one decision of either kind wins.
      const statuses = await Promise.all(['approved', 'approved', 'rejected', 'approved', 'approved', 'approved', 'rejected', 'approved', 'approved', 'approved'].map(decide));
      expect(statuses.sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
      const row = await db().selectFrom('deposits').select('status').where('id', '=', deposit._id).executeTakeFirstOrThrow();
      const credited = row.status === 'approved' ? 4200 : 0;
      expect(await totalOf(investor)).toBe(credited);
      expect(await ledgerRows(deposit._id)).toHaveLength(credited ? 1 : 0);
      expect(await ledgerProblems(db())).toEqual([]);
    });

    test('simultaneous approvals of different deposits of one investor add up (no lost update)', async () => {
      const deposits = [];
      for (let i = 1; i <= 8; i += 1) deposits.push(await createDeposit(investor, i * 10));
      const results = await Promise.all(deposits.map((d) => review(d._id, { status: 'approved' })));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(await totalOf(investor)).toBe(36000);
      expect(await ledgerProblems(db())).toEqual([]);
    });
  });
});
