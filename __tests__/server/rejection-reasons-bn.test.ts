import { fundWallet, walletPoisha } from './helpers/money';
import { useMailingApp } from './helpers/mailing-app';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { createTestUser, type TestUser } from './helpers/users';
import { askWithdrawal } from './helpers/withdrawal-fixture';

notePostgresSkip();

const EN = 'The screenshot is unclear.';
const BN = 'স্ক্রিনশটটি পরিষ্কার নয়।';
const LONG = 'ক'.repeat(501);

/** Issue 18: a rejection's reason in English, Bengali or both, stored, answered and mailed in the investor's language. */
describe.each(databaseKinds)('rejection reasons in two languages on %s', (kind) => {
  const app = useMailingApp(kind);
  const db = () => app.ctx.database.db;

  describe('deposits', () => {
    const pendingDeposit = (user: TestUser) => insertPendingDeposit(db(), user.user.id, 500_00, { screenshot_key: 'private/x.png' });
    const review = (id: string, payload: object) => app.ctx.app.inject({ method: 'PUT', url: `/api/deposit/${id}`, headers: app.admin.headers, payload });
    const stored = (id: string) => db().selectFrom('deposits').select(['status', 'admin_remarks', 'admin_remarks_bn']).where('id', '=', id).executeTakeFirstOrThrow();

    test('both reasons are stored and answered; the Bengali investor is mailed the Bengali one', async () => {
      const investor = await createTestUser(db(), { language: 'bn' });
      const id = await pendingDeposit(investor);
      const res = await review(id, { status: 'rejected', adminRemarks: EN, adminRemarksBn: ` ${BN} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().deposit).toMatchObject({ status: 'rejected', adminRemarks: EN, adminRemarksBn: BN });
      expect(await stored(id)).toEqual({ status: 'rejected', admin_remarks: EN, admin_remarks_bn: BN });
      const mail = await app.sink.nextMail(investor.user.email);
      expect(mail.text).toContain(`কারণ: ${BN}`);
      expect(mail.text).not.toContain(EN);
      // The investor's own list carries both.
      const mine = await app.ctx.app.inject({ method: 'GET', url: '/api/deposit', headers: investor.headers });
      expect(mine.json().deposits[0]).toMatchObject({ adminRemarks: EN, adminRemarksBn: BN });
    });

    test('only the Bengali reason is enough; an English reader is mailed it as the fallback', async () => {
      const investor = await createTestUser(db(), { language: 'en' });
      const id = await pendingDeposit(investor);
      const res = await review(id, { status: 'rejected', adminRemarksBn: BN });
      expect(res.statusCode).toBe(200);
      expect(res.json().deposit).toMatchObject({ adminRemarks: null, adminRemarksBn: BN });
      expect((await app.sink.nextMail(investor.user.email)).text).toContain(`Reason: ${BN}`);
    });

    test("the spec's body (English only) still works: no Bengali reason, and a Bengali reader is mailed the English", async () => {
      const investor = await createTestUser(db(), { language: 'bn' });
      const id = await pendingDeposit(investor);
      const res = await review(id, { status: 'rejected', adminRemarks: EN });
      expect(res.statusCode).toBe(200);
      expect(res.json().deposit).toMatchObject({ adminRemarks: EN, adminRemarksBn: null });
      expect((await app.sink.nextMail(investor.user.email)).text).toContain(`কারণ: ${EN}`);
    });

    test.each([
      ['no reason in either language', { adminRemarks: ' ', adminRemarksBn: '  ' }, { adminRemarks: 'Please give a reason for rejecting this deposit.' }],
      ['a Bengali reason too long', { adminRemarks: EN, adminRemarksBn: LONG }, { adminRemarksBn: 'Bengali remarks must be at most 500 characters.' }],
      ['an English reason too long', { adminRemarks: 'x'.repeat(501), adminRemarksBn: BN }, { adminRemarks: 'Remarks must be at most 500 characters.' }],
      ['a Bengali reason that is not text', { adminRemarks: EN, adminRemarksBn: { text: BN } }, { adminRemarksBn: 'Bengali remarks must be text.' }],
    ])('%s is refused and nothing changes', async (_name, body, fields) => {
      const investor = await createTestUser(db());
      const id = await pendingDeposit(investor);
      const res = await review(id, { status: 'rejected', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(fields);
      expect(await stored(id)).toEqual({ status: 'pending', admin_remarks: null, admin_remarks_bn: null });
      await app.sink.expectNoMail(investor.user.email, 200);
    });
  });

  describe('withdrawals', () => {
    async function pendingWithdrawal(user: TestUser): Promise<string> {
      await fundWallet(db(), user.user.id, app.admin.user.id, 2000);
      await app.sink.nextMail(user.user.email); // the funding deposit's approval
      const res = await askWithdrawal(app.ctx.app, user);
      expect(res.statusCode).toBe(201);
      await app.sink.nextMail(user.user.email); // the "requested" mail
      return res.json().withdrawal._id as string;
    }
    const decide = (id: string, payload: object) => app.ctx.app.inject({ method: 'PUT', url: `/api/withdrawals/${id}`, headers: app.admin.headers, payload });
    const stored = (id: string) => db().selectFrom('withdrawals').select(['status', 'admin_remarks', 'admin_remarks_bn']).where('id', '=', id).executeTakeFirstOrThrow();

    test('both reasons are stored and answered; the Bengali investor is mailed the Bengali one', async () => {
      const investor = await createTestUser(db(), { language: 'bn' });
      const id = await pendingWithdrawal(investor);
      const res = await decide(id, { status: 'rejected', adminRemarks: EN, adminRemarksBn: BN });
      expect(res.statusCode).toBe(200);
      expect(res.json().withdrawal).toMatchObject({ status: 'rejected', adminRemarks: EN, adminRemarksBn: BN });
      expect(await stored(id)).toEqual({ status: 'rejected', admin_remarks: EN, admin_remarks_bn: BN });
      const mail = await app.sink.nextMail(investor.user.email);
      expect(mail.text).toContain(`কারণ: ${BN}`);
      const mine = await app.ctx.app.inject({ method: 'GET', url: '/api/withdrawals', headers: investor.headers });
      expect(mine.json().withdrawals[0]).toMatchObject({ adminRemarks: EN, adminRemarksBn: BN });
    });

    test('only the Bengali reason is enough; an English reader is mailed it as the fallback', async () => {
      const investor = await createTestUser(db(), { language: 'en' });
      const id = await pendingWithdrawal(investor);
      const res = await decide(id, { status: 'rejected', adminRemarksBn: BN });
      expect(res.statusCode).toBe(200);
      expect(res.json().withdrawal).toMatchObject({ adminRemarks: null, adminRemarksBn: BN });
      expect((await app.sink.nextMail(investor.user.email)).text).toContain(`Reason: ${BN}`);
    });

    test('English only: a Bengali reader is mailed the English reason', async () => {
      const investor = await createTestUser(db(), { language: 'bn' });
      const id = await pendingWithdrawal(investor);
      const res = await decide(id, { status: 'rejected', adminRemarks: EN });
      expect(res.statusCode).toBe(200);
      expect(res.json().withdrawal).toMatchObject({ adminRemarks: EN, adminRemarksBn: null });
      expect((await app.sink.nextMail(investor.user.email)).text).toContain(`কারণ: ${EN}`);
    });

    test.each([
      ['no reason in either language', { adminRemarksBn: '' }, { adminRemarks: 'Please give a reason for rejecting this withdrawal.' }],
      ['a Bengali reason too long', { adminRemarks: EN, adminRemarksBn: LONG }, { adminRemarksBn: 'Bengali remarks must be at most 500 characters.' }],
      ['a Bengali reason that is not text', { adminRemarksBn: [BN] }, { adminRemarksBn: 'Bengali remarks must be text.' }],
    ])('%s is refused and nothing changes', async (_name, body, fields) => {
      const investor = await createTestUser(db());
      const id = await pendingWithdrawal(investor);
      const res = await decide(id, { status: 'rejected', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(fields);
      expect(await stored(id)).toEqual({ status: 'pending', admin_remarks: null, admin_remarks_bn: null });
      expect(await walletPoisha(db(), investor.user.id)).toBe(1000_00);
      await app.sink.expectNoMail(investor.user.email, 200);
    });
  });
});
