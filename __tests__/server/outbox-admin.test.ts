import type { OutboxMessageDto } from '../../src/shared/outbox-types';
import { claimDue, markFailedTry } from '../../src/server/notifications/outbox-claims';
import { enqueueMail, enqueueSms, messageKey } from '../../src/server/notifications/outbox';
import { OutboxWorker } from '../../src/server/notifications/outbox-worker';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

/** Admins see messages that were given up, and send one again: it then leaves once, like any other. */
describe.each(databaseKinds)('given-up messages for admins on %s', (kind) => {
  const { ctx, sink, admin, investor } = useAdminAndInvestor(kind, { mail: true });
  const db = () => ctx.database.db;

  /** Writes messages and gives each up the way the worker does after its last try. */
  async function givenUp(write: () => Promise<void>): Promise<void> {
    await ctx.app.outbox.close();
    await write();
    const claimed = await claimDue(db(), 'a-test-worker', 50, 60_000);
    for (const row of claimed) await markFailedTry(db(), row, 'a-test-worker', '421 Service not available', { firstRetryMs: 1000, maxAttempts: 1 });
  }

  const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers: admin.headers });
  const retry = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/retry`, headers: admin.headers });

  test('a given-up mail is listed with its error, sent again on retry, and leaves once', async () => {
    await givenUp(() =>
      enqueueMail(db(), {
        message: { to: investor.user.email, subject: 'Your deposit of ৳500 was approved', text: 'Approved.' },
        dedupeKey: messageKey('test'),
        userId: investor.user.id,
      }),
    );
    const res = await list();
    expect(res.statusCode).toBe(200);
    const [message] = res.json().messages as OutboxMessageDto[];
    expect(message).toMatchObject({
      channel: 'email',
      recipient: investor.user.email,
      subject: 'Your deposit of ৳500 was approved',
      status: 'failed',
      attempts: 1,
      lastError: '421 Service not available',
      retryable: true,
    });

    // Delivery runs again, as in another process; the retried message goes out once.
    const worker = new OutboxWorker(db(), { email: ctx.app.mailer, sms: { send: async () => undefined } }, ctx.app.log, { firstRetryMs: 1000, pollMs: 100 });
    worker.start();
    const retried = await retry(message?._id as string);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await sink.nextMail(investor.user.email)).subject).toBe('Your deposit of ৳500 was approved');
    await sink.expectNoMail(investor.user.email, 500);
    await worker.close();
    expect((await list()).json().messages).toEqual([]);
    const sent = (await list('?status=sent')).json().messages as OutboxMessageDto[];
    expect(sent.map((m) => m.subject)).toContain('Your deposit of ৳500 was approved');
    // A second retry of the same message finds it sent.
    expect((await retry(message?._id as string)).json().code).toBe('MESSAGE_NOT_FAILED');
    const audit = await db().selectFrom('audit_events').select(['action', 'target_id']).where('action', '=', 'message_retried').execute();
    expect(audit).toEqual([{ action: 'message_retried', target_id: message?._id }]);
  });

  test('a given-up code was wiped: it is listed without its text and cannot be sent again', async () => {
    await givenUp(() =>
      enqueueSms(db(), {
        message: { to: '+8801711234567', text: 'Your code is 123456' },
        subject: 'Phone check code',
        dedupeKey: messageKey('phone-code'),
        userId: investor.user.id,
        secret: true,
      }),
    );
    const [message] = (await list()).json().messages as OutboxMessageDto[];
    expect(message).toMatchObject({ channel: 'sms', subject: 'Phone check code', retryable: false });
    const res = await retry(message?._id as string);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MESSAGE_WIPED' });
    const row = await db()
      .selectFrom('outbox')
      .select(['status', 'payload'])
      .where('id', '=', message?._id as string)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', payload: '{}' });
  });

  test('pages newest first; bad input and unknown ids are refused clearly', async () => {
    await givenUp(async () => {
      for (let i = 0; i < 5; i += 1) await enqueueMail(db(), { message: { to: `person${i}@example.com`, subject: `Message ${i}`, text: 'x' }, dedupeKey: messageKey('test') });
    });
    const first = (await list('?limit=2')).json();
    expect(first.messages).toHaveLength(2);
    const second = (await list(`?limit=2&cursor=${first.nextCursor}`)).json();
    const ids = [...first.messages, ...second.messages].map((m: OutboxMessageDto) => m._id);
    expect(new Set(ids).size).toBe(4);
    expect((await list('?status=lost')).statusCode).toBe(400);
    expect((await list('?cursor=nonsense')).json().code).toBe('INVALID_CURSOR');
    expect((await retry('f'.repeat(24))).json().code).toBe('MESSAGE_NOT_FOUND');
    expect((await retry('not-an-id')).statusCode).toBe(400);
    const asInvestor = await ctx.app.inject({ method: 'GET', url: '/api/admin/messages', headers: investor.headers });
    expect(asInvestor.statusCode).toBe(403);
  });
});
