import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import type { TestUser } from './helpers/users';
import { askWithdrawal, at, HOUR, withdrawalKey } from './helpers/withdrawal-fixture';

notePostgresSkip();

/** 10:00 in Dhaka: a held request made now is held until 10:00 the next day. */
const T = Date.parse('2025-03-10T04:00:00.000Z');
const BKASH = { method: 'bkash', account: { number: '01712345678' } };
const ref = (id: string) => `WDR-${id.slice(0, 8).toUpperCase()}`;

/** Issue 17: each step of a withdrawal is mailed to the investor in their language, after the commit. */
describe.each(databaseKinds)('withdrawal mails on %s', (kind) => {
  const {
    ctx,
    sink,
    admin,
    investors: [en, bn],
    // A send that starts while `at` holds the clock still times out (nodemailer's greeting timer reads
    // Date): the outbox tries it again, here after a second.
  } = useAdminAndInvestor(kind, { mail: true, investors: [{ language: 'en' }, { language: 'bn' }], fund: 200_000, env: { OUTBOX_RETRY_SECONDS: '1' } });

  const ask = async (user: TestUser, body: Record<string, unknown> = {}) => {
    const res = await askWithdrawal(ctx.app, user, { amount: 100_000, ...body });
    expect(res.statusCode).toBe(201);
    return res.json().withdrawal._id as string;
  };
  /** A request to details first used more than a day ago: no hold (its first use's mail is taken). */
  const settledAsk = async (user: TestUser, body: Record<string, unknown> = {}) => {
    await at(T - 25 * HOUR, () => ask(user, { amount: 10, ...body }));
    await sink.nextMail(user.user.email);
    return at(T, () => ask(user, body));
  };
  const decide = (id: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/withdrawals/${id}`, headers: admin.headers, payload });
  const cancel = (id: string, user: TestUser) => ctx.app.inject({ method: 'POST', url: `/api/withdrawals/${id}/cancel`, headers: user.headers });

  test('requested, held, in English: amount, masked account, reference, and the extra check with its reason and end', async () => {
    const id = await at(T, () => ask(en));
    const mail = await sink.nextMail(en.user.email);
    expect(mail.subject).toBe('We received your withdrawal request of ৳1,00,000');
    expect(mail.text).toContain(`We received your request to withdraw ৳1,00,000 (reference ${ref(id)}). It will be paid to: bank account ****4567 (Islami Bank).`);
    expect(mail.text).toContain(
      'For your safety this request gets an extra check before we pay it, because the account to pay into is new. This can take until 11 March 2025 at 10:00 (Bangladesh time).',
    );
    // The whole account number never travels by mail.
    expect(mail.text).not.toContain('20501234567');
  });

  test('requested, not held, in Bengali: Bengali digits, টাকা after the figure, the masked wallet number, no extra-check note', async () => {
    const id = await settledAsk(bn, BKASH);
    const mail = await sink.nextMail(bn.user.email);
    expect(mail.subject).toBe('আপনার ১,০০,০০০ টাকা তোলার অনুরোধ আমরা পেয়েছি');
    expect(mail.text).toContain(`১,০০,০০০ টাকা তোলার আপনার অনুরোধ (রেফারেন্স ${ref(id)}) আমরা পেয়েছি। টাকা যাবে: বিকাশ 017*****678।`);
    expect(mail.text).not.toContain('আরেকবার যাচাই');
    expect(mail.text).not.toContain('01712345678');
  });

  test('requested, held, in Bengali: two decimals, every reason in Bengali and the end in Bengali digits', async () => {
    await ctx.database.db
      .updateTable('users')
      .set({ password_changed_at: new Date(T - HOUR).toISOString() })
      .where('id', '=', bn.user.id)
      .execute();
    await at(T, () => ask(bn, { ...BKASH, amount: 1500.5 }));
    const { subject, text } = await sink.nextMail(bn.user.email);
    // Poisha keep both decimals, as ৳1,500.50 does in English.
    expect(subject).toBe('আপনার ১,৫০০.৫০ টাকা তোলার অনুরোধ আমরা পেয়েছি');
    expect(text).toContain('আপনার নিরাপত্তার জন্য টাকা পাঠানোর আগে এই অনুরোধটি আরেকবার যাচাই করা হবে, কারণ টাকা পাওয়ার এই হিসাবটি নতুন এবং সম্প্রতি আপনার পাসওয়ার্ড বদলানো হয়েছে।');
    expect(text).toMatch(/এতে ১১ মার্চ, ২০২৫.* \(বাংলাদেশ সময়\) পর্যন্ত সময় লাগতে পারে।/);
  });

  test('requested, not held, in English: no extra-check note', async () => {
    await settledAsk(en);
    const mail = await sink.nextMail(en.user.email);
    expect(mail.subject).toBe('We received your withdrawal request of ৳1,00,000');
    expect(mail.text).not.toContain('extra check');
  });

  test('paid: the payment reference, in English and Bengali', async () => {
    // One reference settles one withdrawal: each payout has its own.
    for (const [user, reference, subject, line] of [
      [en, 'TRX8F3K2', 'Your withdrawal of ৳1,00,000 was paid', 'Payment reference (bank reference or TrxID): TRX8F3K2.'],
      [bn, 'TRX8F3K3', 'আপনার ১,০০,০০০ টাকা পাঠানো হয়েছে', 'পেমেন্ট রেফারেন্স (ব্যাংক রেফারেন্স বা TrxID): TRX8F3K3।'],
    ] as const) {
      const id = await ask(user);
      await sink.nextMail(user.user.email);
      expect((await decide(id, { status: 'paid', phoneConfirmed: true, reference })).statusCode).toBe(200);
      const mail = await sink.nextMail(user.user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(ref(id));
    }
  });

  test('rejected: the reason, and the money back in the wallet with the balance, in English and Bengali', async () => {
    for (const [user, subject, reason, back] of [
      [en, 'Your withdrawal of ৳1,00,000 was not paid', 'Reason: The account name <does not match>', 'The money is back in your wallet: your available balance is now ৳2,00,000.'],
      [
        bn,
        'আপনার ১,০০,০০০ টাকা তোলার অনুরোধ গ্রহণ করা যায়নি',
        'কারণ: The account name <does not match>',
        'টাকাটা আপনার ওয়ালেটে ফেরত এসেছে: আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ২,০০,০০০ টাকা।',
      ],
    ] as const) {
      const id = await ask(user);
      await sink.nextMail(user.user.email);
      expect((await decide(id, { status: 'rejected', adminRemarks: 'The account name <does not match>' })).statusCode).toBe(200);
      const mail = await sink.nextMail(user.user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(back);
      expect(mail.html).toContain('&lt;does not match&gt;');
    }
  });

  test('cancelled by the investor, in English and Bengali', async () => {
    for (const [user, subject, line] of [
      [en, 'Your withdrawal request of ৳1,00,000 was cancelled', 'The money is back in your wallet: your available balance is now ৳2,00,000.'],
      [bn, 'আপনার ১,০০,০০০ টাকা তোলার অনুরোধ বাতিল হয়েছে', 'আপনি বাতিল করেছেন। টাকাটা আপনার ওয়ালেটে ফেরত এসেছে: আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ২,০০,০০০ টাকা।'],
    ] as const) {
      const id = await ask(user);
      await sink.nextMail(user.user.email);
      expect((await cancel(id, user)).statusCode).toBe(200);
      const mail = await sink.nextMail(user.user.email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(ref(id));
    }
  });

  test('no mail for a retried key, a refused request or a refused decision', async () => {
    const idempotencyKey = withdrawalKey();
    const id = await ask(en, { idempotencyKey });
    await sink.nextMail(en.user.email);
    expect((await askWithdrawal(ctx.app, en, { amount: 100_000, idempotencyKey })).statusCode).toBe(200);
    expect((await askWithdrawal(ctx.app, en, { amount: 500_000 })).statusCode).toBe(409);
    expect((await askWithdrawal(ctx.app, en, {}, 'not the password')).statusCode).toBe(400);
    expect((await decide(id, { status: 'paid', phoneConfirmed: true, reference: 'TRX1' })).statusCode).toBe(200);
    await sink.nextMail(en.user.email);
    expect((await decide(id, { status: 'rejected', adminRemarks: 'late' })).statusCode).toBe(409);
    expect((await cancel(id, en)).statusCode).toBe(409);
    await sink.expectNoMail(en.user.email, 300);
  });
});
