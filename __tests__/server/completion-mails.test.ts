import { fundWallet } from './helpers/money';
import { createProjectViaApi } from './helpers/project-api';
import { useMailingApp } from './helpers/mailing-app';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser } from './helpers/users';

notePostgresSkip();

/** Issue 16: each investor whose capital a completion returned is told, in their language. */
describe.each(databaseKinds)('completion mails on %s', (kind) => {
  const app = useMailingApp(kind);

  test('English and Bengali investors each get the amount returned and their new balance', async () => {
    const project = await createProjectViaApi(app.ctx.app, app.admin, { title: 'Dairy farm', raisedAmount: 500, investmentOptions: [1000] });
    const english = await createTestUser(app.ctx.database.db);
    const bengali = await createTestUser(app.ctx.database.db, { language: 'bn' });
    for (const [user, deposit, amount] of [
      [english, 150000, 100000],
      [bengali, 60000, 50000],
    ] as const) {
      await fundWallet(app.ctx.database.db, user.user.id, app.admin.user.id, deposit);
      await app.sink.nextMail(user.user.email); // the funding deposit's approval
      const res = await app.ctx.app.inject({
        method: 'POST',
        url: '/api/investment',
        headers: user.headers,
        payload: { projectId: project._id, amount, idempotencyKey: `mail-${user.user.id}` },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await app.ctx.app.inject({ method: 'POST', url: `/api/project/${project._id}/complete`, headers: app.admin.headers, payload: {} })).statusCode).toBe(200);
    const en = await app.sink.nextMail(english.user.email);
    expect(en.subject).toBe('Dairy farm is completed: ৳1,00,000 is back in your wallet');
    expect(en.text).toContain('Your available balance is now ৳1,50,000.');
    const bn = await app.sink.nextMail(bengali.user.email);
    expect(bn.subject).toBe('Dairy farm প্রকল্প সম্পন্ন: ৫০,০০০ টাকা আপনার ওয়ালেটে ফেরত এসেছে');
    expect(bn.text).toContain('আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ৬০,০০০ টাকা।');
  });
});
