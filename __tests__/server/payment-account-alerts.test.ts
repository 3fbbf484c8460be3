import pino from 'pino';
import { newId } from '../../src/server/db/ids';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { wallet, walletCreatedSnapshot } from './helpers/payment-account-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin, createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();
// Four engineers share two cores: a fresh app, migrations and argon2 per test can take seconds.
jest.setTimeout(30_000);

const details = { bankName: 'Islami Bank', accountNumber: '2050 1234', accountName: 'Halal Invest Ltd', instruction: 'Write your customer id.' };

/**
 * Every change to where investors send money (a new account, any field, on or off) reaches every
 * admin by mail and shows on the dashboard: a rewritten deposit number must not go unnoticed.
 */
describe.each(databaseKinds)('payment account change alerts on %s', (kind) => {
  const { ctx, sink, admin } = useAdminAndInvestor(kind, { mail: true, admin: { fullname: 'Rahim Admin' }, investors: [] });

  const send = (method: 'POST' | 'PUT', url: string, payload: object, user: TestUser = admin) => ctx.app.inject({ method, url, payload, headers: user.headers });
  const changes = (user: TestUser | null = admin) => ctx.app.inject({ method: 'GET', url: '/api/audit/payment-account-changes', headers: user?.headers ?? {} });

  test('a new account mails every active admin, each in their language, with its details; no inactive admin, no investor', async () => {
    const bengali = await createTestAdmin(ctx.database.db, { language: 'bn' });
    const gone = await createTestAdmin(ctx.database.db, { is_active: 0 });
    const investor = await createTestUser(ctx.database.db);
    const res = await send('POST', '/api/payment-accounts', wallet);
    expect(res.statusCode).toBe(201);
    const { createdAt } = res.json().paymentAccount;

    const mail = await sink.nextMail(admin.user.email);
    expect(mail.subject).toBe('Halal Invest: a payment account was added');
    expect(mail.text).toContain(`A payment account investors can send deposits to, bKash 01712345678, was added by ${admin.user.email} on ${createdAt.slice(0, 10)}`);
    for (const line of [
      'Kind: bKash',
      'Account number: 01712345678',
      'Account name: Halal Invest Ltd',
      'Instruction (English): Send with Make Payment.',
      'Instruction (Bengali): মেক পেমেন্ট দিয়ে পাঠান।',
      'Active: yes',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('Bank name:');
    const bn = await sink.nextMail(bengali.user.email);
    expect(bn.subject).toBe('হালাল ইনভেস্ট: নতুন টাকা জমার অ্যাকাউন্ট যোগ হয়েছে');
    expect(bn.text).toContain('অ্যাকাউন্ট নম্বর: 01712345678');
    expect(bn.text).toContain('ধরন: বিকাশ');
    await sink.expectNoMail(gone.user.email, 200);
    await sink.expectNoMail(investor.user.email, 100);
  });

  test('an instruction rewritten to name another number mails every admin old → new in both languages; the investors’ change date stays', async () => {
    const bengali = await createTestAdmin(ctx.database.db, { language: 'bn' });
    const id = (await send('POST', '/api/payment-accounts', wallet)).json().paymentAccount._id;
    await sink.nextMail(admin.user.email);
    await sink.nextMail(bengali.user.email);

    const rewritten = { ...wallet, instruction: 'Send to 01898765432 instead.', instructionBn: '০১৮৯৮৭৬৫৪৩২ নম্বরে পাঠান।' };
    const res = await send('PUT', `/api/payment-accounts/${id}`, rewritten);
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentAccount.detailsChangedAt).toBeNull();
    const mail = await sink.nextMail(admin.user.email);
    expect(mail.subject).toBe('Halal Invest: the payment details were changed');
    expect(mail.text).toContain(`The payment account bKash 01712345678 that investors send deposits to was changed by ${admin.user.email}`);
    expect(mail.text).toContain('Instruction (English): Send with Make Payment. → Send to 01898765432 instead.');
    expect(mail.text).toContain('Instruction (Bengali): মেক পেমেন্ট দিয়ে পাঠান। → ০১৮৯৮৭৬৫৪৩২ নম্বরে পাঠান।');
    expect(mail.text).not.toContain('Account number:');
    const bn = await sink.nextMail(bengali.user.email);
    expect(bn.subject).toBe('হালাল ইনভেস্ট: টাকা জমার অ্যাকাউন্টের তথ্য বদলানো হয়েছে');
    expect(bn.text).toContain('নির্দেশনা (বাংলা): মেক পেমেন্ট দিয়ে পাঠান। → ০১৮৯৮৭৬৫৪৩২ নম্বরে পাঠান।');
  });

  test('turning an account off or on mails every admin; a save that changes nothing mails nobody', async () => {
    const id = (await send('POST', '/api/payment-accounts', wallet)).json().paymentAccount._id;
    await sink.nextMail(admin.user.email);
    expect((await send('PUT', `/api/payment-accounts/${id}`, wallet)).statusCode).toBe(200);
    await sink.expectNoMail(admin.user.email, 300);
    expect((await send('PUT', `/api/payment-accounts/${id}`, { ...wallet, active: false })).statusCode).toBe(200);
    expect((await sink.nextMail(admin.user.email)).text).toContain('Active: yes → no');
    expect((await send('PUT', `/api/payment-accounts/${id}`, wallet)).statusCode).toBe(200);
    expect((await sink.nextMail(admin.user.email)).text).toContain('Active: no → yes');
  });

  test('the /bank calls mail too: their create, and an instruction edit', async () => {
    const created = await send('POST', '/api/bank', details);
    expect(created.statusCode).toBe(201);
    const added = await sink.nextMail(admin.user.email);
    expect(added.subject).toBe('Halal Invest: a payment account was added');
    expect(added.text).toContain('Islami Bank 2050 1234');
    const id = created.json().bankInfo._id;
    expect((await send('PUT', `/api/bank/${id}`, { ...details, instruction: 'Pay to 9999 instead.' })).statusCode).toBe(200);
    expect((await sink.nextMail(admin.user.email)).text).toContain('Instruction (English): Write your customer id. → Pay to 9999 instead.');
  });

  test('GET /api/audit/payment-account-changes: the last 7 days’ changes, newest first, what changed, on which account, when and by whom', async () => {
    const other = await createTestAdmin(ctx.database.db, { fullname: 'Karim Admin' });
    const id = (await send('POST', '/api/payment-accounts', wallet)).json().paymentAccount._id;
    expect((await send('PUT', `/api/payment-accounts/${id}`, { ...wallet, accountNumber: '01898765432' }, other)).statusCode).toBe(200);
    const bankId = (await send('POST', '/api/bank', details)).json().bankInfo._id;
    expect((await send('PUT', `/api/bank/${bankId}`, { ...details, instruction: 'Pay to 9999 instead.' })).statusCode).toBe(200);
    // Older than a week, and an action that is not a payment account's: neither is listed.
    const old = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await ctx.database.db
      .insertInto('audit_events')
      .values({
        id: newId(),
        actor_id: admin.user.id,
        action: 'payment_account_changed',
        target_type: 'payment_account',
        target_id: id,
        before: '{"accountName":"A"}',
        after: '{"accountName":"B"}',
        ip: null,
        user_agent: null,
        created_at: old,
      })
      .execute();
    expect((await send('POST', '/api/expenses', { description: 'Rent', amount: 100, category: 'Office' })).statusCode).toBe(201);

    const res = await changes();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ days: 7, more: false });
    const actor = (user: TestUser) => ({ _id: user.user.id, email: user.user.email, fullname: user.user.fullname });
    const bkashNow = { _id: id, kind: 'bkash', bankName: null, accountNumber: '01898765432' };
    const bankNow = { _id: bankId, kind: 'bank', bankName: 'Islami Bank', accountNumber: '2050 1234' };
    expect(body.changes.map(({ _id, createdAt, ...rest }: { _id: string; createdAt: string }) => rest)).toEqual([
      { change: 'changed', account: bankNow, actor: actor(admin), before: { instruction: details.instruction }, after: { instruction: 'Pay to 9999 instead.' } },
      { change: 'created', account: bankNow, actor: actor(admin), before: null, after: details },
      { change: 'changed', account: bkashNow, actor: actor(other), before: { accountNumber: '01712345678' }, after: { accountNumber: '01898765432' } },
      {
        change: 'created',
        account: bkashNow,
        actor: actor(admin),
        before: null,
        after: walletCreatedSnapshot,
      },
    ]);
    for (const change of body.changes) expect(Date.parse(change.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('GET /api/audit/payment-account-changes is empty without changes; anonymous 401, investor 403', async () => {
    expect((await changes()).json()).toEqual({ days: 7, changes: [], more: false });
    const investor = await createTestUser(ctx.database.db);
    expect((await changes(null)).statusCode).toBe(401);
    expect((await changes(investor)).statusCode).toBe(403);
  });
});

/** A relay that refuses the alert after the change committed: the change stands, the failure is logged, the dashboard still shows it. */
describe.each(databaseKinds)('payment account alerts when mail fails on %s', (kind) => {
  // Port 9 (discard) on localhost: nothing listens, so every send is refused at once.
  const { ctx, admin } = useAdminAndInvestor(kind, { investors: [], env: { SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'warn' } });
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    // Every logger of the app (request loggers are children) writes to this one stream.
    const stream = (ctx.app.log as unknown as Record<symbol, { write: (chunk: string) => boolean }>)[pino.symbols.streamSym];
    if (!stream) throw new Error('no log stream');
    stream.write = (chunk: string) => lines.push(chunk) > 0;
  });

  test('the new account is saved (201) and listed on the dashboard; the unsent alert is logged with its subject and kept in the outbox for a retry', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payment-accounts', payload: wallet, headers: admin.headers });
    expect(res.statusCode).toBe(201);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/audit/payment-account-changes', headers: admin.headers })).json();
    expect(listed.changes).toMatchObject([{ change: 'created', account: { _id: res.json().paymentAccount._id } }]);
    const deadline = Date.now() + 10_000;
    const failures = () => lines.map((line) => JSON.parse(line) as { msg?: string; subject?: string }).filter((entry) => entry.msg === 'message not sent; it will be tried again');
    while (failures().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures()).toEqual([expect.objectContaining({ subject: 'Halal Invest: a payment account was added' })]);
    const kept = await ctx.database.db.selectFrom('outbox').selectAll().where('recipient', '=', admin.user.email).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'pending', attempts: 1, subject: 'Halal Invest: a payment account was added' });
    expect(kept.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(kept.next_attempt_at)).toBeGreaterThan(Date.now());
  });
});
