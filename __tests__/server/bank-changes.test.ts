import { uploadsDir } from '../../src/server/app';
import { findDemoContent, warnAboutDemoContent } from '../../src/server/db/seed/demo-check';
import { seedDemoContent } from '../../src/server/db/seed/seed-demo';
import { createLocalStorage } from '../../src/server/services/storage/local-storage';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestAdmin, createTestUser } from './helpers/users';

notePostgresSkip();
// Four engineers share two cores: a fresh app, migrations and argon2 per test can take seconds.
jest.setTimeout(30_000);

const details = { bankName: 'Islami Bank', accountNumber: '2050 1234', accountName: 'Halal Invest Ltd', instruction: 'Write your customer id.' };

/** Bank details changes (issue 14, part 3): change date, demo flag, mail to every admin of every change. */
describe.each(databaseKinds)('bank details changes on %s', (kind) => {
  const { ctx, sink, admin } = useAdminAndInvestor(kind, { mail: true, admin: { fullname: 'Rahim Admin' }, investors: [] });

  const put = (id: string, payload: object) => ctx.app.inject({ method: 'PUT', url: `/api/bank/${id}`, headers: admin.headers, payload });
  const create = async () => (await ctx.app.inject({ method: 'POST', url: '/api/bank', headers: admin.headers, payload: details })).json().bankInfo;

  test('rewording the instruction alone keeps detailsChangedAt (what investors are warned of) but mails every admin', async () => {
    const created = await create();
    expect((await sink.nextMail(admin.user.email)).subject).toBe('Halal Invest: a payment account was added');
    const res = await put(created._id, { ...details, instruction: 'Write your customer id in the reference.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().bankInfo.detailsChangedAt).toBeNull();
    const mail = await sink.nextMail(admin.user.email);
    expect(mail.text).toContain('Instruction (English): Write your customer id. → Write your customer id in the reference.');
  });

  test('a changed account number sets detailsChangedAt and mails every active admin old → new, who and when', async () => {
    const other = await createTestAdmin(ctx.database.db, { language: 'bn' });
    const gone = await createTestAdmin(ctx.database.db, { is_active: 0 });
    const investor = await createTestUser(ctx.database.db);
    const created = await create();
    // Adding the account mailed both active admins first.
    await sink.nextMail(admin.user.email);
    await sink.nextMail(other.user.email);
    const res = await put(created._id, { ...details, accountNumber: '9999 0000' });
    expect(res.statusCode).toBe(200);
    const { bankInfo } = res.json();
    expect(bankInfo.detailsChangedAt).toBe(bankInfo.updatedAt);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bank' })).json().bankInfo.detailsChangedAt).toBe(bankInfo.updatedAt);

    const mail = await sink.nextMail(admin.user.email);
    expect(mail.subject).toBe('Halal Invest: the payment details were changed');
    expect(mail.text).toContain('Account number: 2050 1234 → 9999 0000');
    expect(mail.text).toContain(`changed by ${admin.user.email} on ${bankInfo.updatedAt.slice(0, 10)}`);
    expect(mail.text).not.toContain('Bank name:');
    const bengali = await sink.nextMail(other.user.email);
    expect(bengali.subject).toBe('হালাল ইনভেস্ট: টাকা জমার অ্যাকাউন্টের তথ্য বদলানো হয়েছে');
    expect(bengali.text).toContain('অ্যাকাউন্ট নম্বর: 2050 1234 → 9999 0000');
    await sink.expectNoMail(gone.user.email, 200);
    await sink.expectNoMail(investor.user.email, 100);
  });

  test('the demo seed marks its bank details as demo; an admin saving them ends the label', async () => {
    const storage = createLocalStorage(uploadsDir(ctx.config));
    await seedDemoContent(ctx.database.db, storage);
    const { bankInfo } = (await ctx.app.inject({ method: 'GET', url: '/api/bank' })).json();
    expect(bankInfo).toMatchObject({ isDemo: true, detailsChangedAt: null });
    expect(await findDemoContent(ctx.database.db)).toEqual({ bank: true, projects: 8 });

    const saved = await put(bankInfo._id, {
      bankName: bankInfo.bankName,
      accountNumber: bankInfo.accountNumber,
      accountName: bankInfo.accountName,
      instruction: 'Real instruction.',
    });
    expect(saved.json().bankInfo).toMatchObject({ isDemo: false, detailsChangedAt: null });
    expect(await findDemoContent(ctx.database.db)).toEqual({ bank: false, projects: 8 });
  });

  test('a production start with demo content logs a warning; development or no demo content does not', async () => {
    const warn = jest.fn();
    expect(await warnAboutDemoContent(ctx.database.db, 'production', { warn })).toBe(false);
    await create();
    expect(await warnAboutDemoContent(ctx.database.db, 'production', { warn })).toBe(false);
    await ctx.database.db.updateTable('payment_accounts').set({ is_demo: 1 }).execute();
    expect(await warnAboutDemoContent(ctx.database.db, 'development', { warn })).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(await warnAboutDemoContent(ctx.database.db, 'production', { warn })).toBe(true);
    expect(warn).toHaveBeenCalledWith({ demoBankDetails: true, demoProjects: 0 }, expect.stringContaining('demo content is live in production'));
  });
});
