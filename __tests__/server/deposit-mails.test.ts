import { fundWallet } from './helpers/money';
import { useMailingApp } from './helpers/mailing-app';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';

notePostgresSkip();

/** Issue 15: approval and rejection mail the investor in their language. */
describe.each(databaseKinds)('deposit decision mails on %s', (kind) => {
  const app = useMailingApp(kind);

  const pendingDeposit = (user: TestUser, poisha: number) => insertPendingDeposit(app.ctx.database.db, user.user.id, poisha, { screenshot_key: 'private/x.png' });
  const review = (id: string, payload: object) => app.ctx.app.inject({ method: 'PUT', url: `/api/deposit/${id}`, headers: app.admin.headers, payload });

  test('approval, in English: amount, reference and the new available balance', async () => {
    const investor = await createTestUser(app.ctx.database.db);
    await fundWallet(app.ctx.database.db, investor.user.id, app.admin.user.id, 500);
    // Funding the wallet was an approval too, and mailed as one.
    expect((await app.sink.nextMail(investor.user.email)).subject).toBe('Your deposit of ৳500 was approved');
    const id = await pendingDeposit(investor, 100_000_00);
    expect((await review(id, { status: 'approved' })).statusCode).toBe(200);
    const mail = await app.sink.nextMail(investor.user.email);
    expect(mail.subject).toBe('Your deposit of ৳1,00,000 was approved');
    expect(mail.text).toContain(`reference DEP-${id.slice(0, 8).toUpperCase()}`);
    expect(mail.text).toContain('Your available balance is now ৳1,00,500.');
  });

  test('rejection, in Bengali: Bengali digits, টাকা after the figure, and the reason', async () => {
    const investor = await createTestUser(app.ctx.database.db, { language: 'bn' });
    const id = await pendingDeposit(investor, 1_00_000_00);
    expect((await review(id, { status: 'rejected', adminRemarks: 'Screenshot <unclear>' })).statusCode).toBe(200);
    const mail = await app.sink.nextMail(investor.user.email);
    expect(mail.subject).toBe('আপনার ১,০০,০০০ টাকা জমা অনুমোদন করা যায়নি');
    expect(mail.text).toContain('কারণ: Screenshot <unclear>');
    expect(mail.html).toContain('Screenshot &lt;unclear&gt;');
    expect(mail.text).toContain(`রেফারেন্স DEP-${id.slice(0, 8).toUpperCase()}`);
  });

  test('a refused second decision mails nothing', async () => {
    const investor = await createTestUser(app.ctx.database.db);
    const id = await pendingDeposit(investor, 50_00);
    expect((await review(id, { status: 'approved' })).statusCode).toBe(200);
    await app.sink.nextMail(investor.user.email);
    expect((await review(id, { status: 'approved' })).statusCode).toBe(409);
    await app.sink.expectNoMail(investor.user.email, 300);
  });
});
