import type { NotificationDto } from '../../src/shared/notification-types';
import { addToInbox } from '../../src/server/notifications/inbox';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { client } from './helpers/auth-api';
import { insertPendingDeposit, manyPendingDeposits } from './helpers/deposit-fixture';
import { fundWallet } from './helpers/money';
import { fileBody, pngImage } from './helpers/multipart';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';
import { totpCode } from './helpers/two-factor';
import type { TestUser } from './helpers/users';
import { askWithdrawal } from './helpers/withdrawal-fixture';

notePostgresSkip();

/** The in-app inbox: money and security events land there, worded in the reader's language, and can be marked read. */
describe.each(databaseKinds)('the inbox on %s', (kind) => {
  const { ctx, sink, admin, investors } = useAdminAndInvestor(kind, { mail: true, investors: [{}, { language: 'bn' }] });
  const [investor, bengali] = investors;

  const list = (user: TestUser, query = '') => ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: user.headers });
  const inbox = async (user: TestUser, query = ''): Promise<{ notifications: NotificationDto[]; nextCursor: string | null; unread: number }> => {
    const res = await list(user, query);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const markRead = (user: TestUser, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload: payload as object });

  async function screenshot(user: TestUser): Promise<string> {
    const file = fileBody(await pngImage(24, 16));
    const upload = await ctx.app.inject({ method: 'POST', url: '/api/file/upload?visibility=private', payload: file.payload, headers: { ...user.headers, ...file.headers } });
    expect(upload.statusCode).toBe(201);
    return upload.json().url;
  }

  async function depositFrom(user: TestUser, amount: number): Promise<string> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: user.headers, payload: { amount, url: await screenshot(user) } });
    expect(res.statusCode).toBe(201);
    return res.json().deposit._id;
  }

  test('a deposit claim and its approval land in the inbox, newest first, in the language asked for', async () => {
    const id = await depositFrom(investor, 1500.5);
    let page = await inbox(investor);
    expect(page.unread).toBe(1);
    expect(page.notifications).toEqual([expect.objectContaining({ kind: 'deposit_received', title: 'We received your deposit of ৳1,500.50', link: '/profile', readAt: null })]);
    expect(page.notifications[0]?.body).toContain(`reference DEP-${id.slice(0, 8).toUpperCase()}`);

    expect((await ctx.app.inject({ method: 'PUT', url: `/api/deposit/${id}`, headers: admin.headers, payload: { status: 'approved' } })).statusCode).toBe(200);
    page = await inbox(investor);
    expect(page.unread).toBe(2);
    expect(page.notifications.map((n) => n.kind)).toEqual(['deposit_decision', 'deposit_received']);
    expect(page.notifications[0]?.title).toBe('Your deposit of ৳1,500.50 was approved');
    // The mail says the same as the inbox.
    expect((await sink.nextMail(investor.user.email)).subject).toBe('Your deposit of ৳1,500.50 was approved');

    const bn = await inbox(investor, '?lang=bn');
    expect(bn.notifications.map((n) => n.title)).toEqual(['আপনার ১,৫০০.৫০ টাকা জমা অনুমোদিত হয়েছে', 'আপনার ১,৫০০.৫০ টাকা জমার অনুরোধ আমরা পেয়েছি']);
    expect(bn.notifications[1]?.body).toContain('যাচাই চলছে');
  });

  test('a Bengali account reads Bengali unless the app asks for English; withdrawal steps land too', async () => {
    await fundWallet(ctx.database.db, bengali.user.id, admin.user.id, 500);
    await sink.nextMail(bengali.user.email);
    expect((await inbox(bengali)).notifications[0]?.title).toBe('আপনার ৫০০ টাকা জমা অনুমোদিত হয়েছে');
    expect((await inbox(bengali, '?lang=en')).notifications[0]?.title).toBe('Your deposit of ৳500 was approved');

    const asked = await askWithdrawal(ctx.app, bengali, { amount: 200, method: 'bkash', account: { number: '01712345678' } });
    expect(asked.statusCode).toBe(201);
    const page = await inbox(bengali);
    expect(page.notifications[0]).toEqual(expect.objectContaining({ kind: 'withdrawal_step', title: 'আপনার ২০০ টাকা তোলার অনুরোধ আমরা পেয়েছি' }));
    // The payout number is masked in the inbox as in the mail.
    expect(page.notifications[0]?.body).toContain('017*****678');
    expect(page.notifications[0]?.body).not.toContain('01712345678');
  });

  test('marking one read, then all; ids of another person’s messages change nothing', async () => {
    await insertPendingDeposit(ctx.database.db, investor.user.id, 100_00);
    await depositFrom(investor, 10);
    await depositFrom(investor, 20);
    await depositFrom(bengali, 30);
    const mine = await inbox(investor);
    const theirs = await inbox(bengali);
    expect([mine.unread, theirs.unread]).toEqual([2, 1]);

    let res = await markRead(investor, { ids: [mine.notifications[0]?._id, theirs.notifications[0]?._id] });
    expect([res.statusCode, res.json()]).toEqual([200, { unread: 1 }]);
    expect((await inbox(bengali)).unread).toBe(1);
    const after = await inbox(investor);
    expect(after.notifications[0]?.readAt).not.toBeNull();
    expect(after.notifications[1]?.readAt).toBeNull();

    res = await markRead(investor, { all: true });
    expect([res.statusCode, res.json()]).toEqual([200, { unread: 0 }]);
    expect((await inbox(bengali)).unread).toBe(1);
  });

  test('keyset pages walk every message once, however many share a timestamp', async () => {
    const entries = Array.from({ length: 45 }, (_, i) => ({
      userId: investor.user.id,
      kind: 'deposit_received' as const,
      figures: { depositId: `${String(i).padStart(2, '0')}${'a'.repeat(22)}`, amount: (i + 1) * 100 },
      dedupeKey: `test-${i}`,
      link: '/profile',
    }));
    await addToInbox(ctx.database.db, entries);
    // The same key again is one message.
    await addToInbox(ctx.database.db, entries.slice(0, 5));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await inbox(investor, `?limit=20${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.unread).toBe(45);
      seen.push(...page.notifications.map((n) => n._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(45);
  });

  test('bad input gets a clear 400 and changes nothing', async () => {
    await depositFrom(investor, 10);
    const id = (await inbox(investor)).notifications[0]?._id;
    const bodies: unknown[] = [{}, { ids: [id], all: true }, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: id }, { all: true, extra: 1 }, { ids: Array(101).fill(id) }];
    for (const body of bodies) {
      const res = await markRead(investor, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(res.json().message).toEqual(expect.any(String));
    }
    for (const query of ['?limit=0', '?limit=51', '?cursor=not-a-cursor', '?lang=fr', '?colour=red'])
      expect([query, (await list(investor, query)).statusCode]).toEqual([query, 400]);
    expect((await inbox(investor)).unread).toBe(1);
    // Signed out: no inbox.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  test('a refused deposit claim leaves no message', async () => {
    await manyPendingDeposits(ctx.database.db, investor.user.id, 10, '2026-01-01T00:00:00.000Z');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/deposit', headers: investor.headers, payload: { amount: 10, url: await screenshot(investor) } });
    expect(res.statusCode).toBe(409);
    expect((await inbox(investor)).notifications).toEqual([]);
  });

  test('two-factor turned on lands in the inbox and the mailbox, with the same words', async () => {
    const api = client(ctx.app);
    const { secret } = (await api.post('/api/auth/2fa/setup', { password: investor.password }, investor.token)).json();
    expect((await api.post('/api/auth/2fa/enable', { password: investor.password, code: totpCode(secret) }, investor.token)).statusCode).toBe(200);
    const mail = await sink.nextMail(investor.user.email);
    const [message] = (await inbox(investor)).notifications;
    expect(message).toEqual(expect.objectContaining({ kind: 'two_factor_enabled', title: mail.subject }));
    expect(mail.text).toContain(message?.body.split('\n\n')[0]);
  });
});
