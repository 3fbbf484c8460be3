import { buildApp } from '../../src/server/app';
import { createDatabase } from '../../src/server/db/connection';
import { newId } from '../../src/server/db/ids';
import type { OutboxRow } from '../../src/server/db/schema';
import { afterCommit, writeTransaction } from '../../src/server/db/transaction';
import { claimDue, markFailedTry, retryDelayMs } from '../../src/server/notifications/outbox-claims';
import { enqueueMail, messageKey } from '../../src/server/notifications/outbox';
import { OutboxWorker } from '../../src/server/notifications/outbox-worker';
import type { MailMessage } from '../../src/server/services/mail/mailer';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { insertPendingDeposit } from './helpers/deposit-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const mailTo = (to: string, subject = 'Hello'): MailMessage => ({ to, subject, text: `${subject} to ${to}` });

describe.each(databaseKinds)('the outbox on %s', (kind) => {
  const { ctx, sink, admin, investor } = useAdminAndInvestor(kind, { mail: true, env: { OUTBOX_RETRY_SECONDS: '1' } });
  const db = () => ctx.database.db;
  const rowsTo = (address: string) => db().selectFrom('outbox').selectAll().where('recipient', '=', address).execute();

  test('a deposit approved while the relay refuses connections is mailed exactly once when it is back', async () => {
    sink.refuse(true);
    const id = await insertPendingDeposit(db(), investor.user.id, 25_000_00);
    const res = await ctx.app.inject({ method: 'PUT', url: `/api/deposit/${id}`, payload: { status: 'approved' }, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    // The first try fails and is kept for a retry, its error recorded.
    for (let waited = 0; waited < 5000; waited += 50) {
      const [row] = await rowsTo(investor.user.email);
      if (row && row.attempts >= 1 && row.locked_by === null) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [failed] = await rowsTo(investor.user.email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, dedupe_key: `deposit-decision:${id}` });
    expect(failed?.last_error).toMatch(/421|Service not available/);
    sink.refuse(false);
    const mail = await sink.nextMail(investor.user.email, 10_000);
    expect(mail.subject).toBe('Your deposit of ৳25,000 was approved');
    await sink.expectNoMail(investor.user.email, 1500);
    const [sent] = await rowsTo(investor.user.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null, locked_by: null });
  });

  test('a message is written only if its event commits, and a repeated event adds nothing', async () => {
    const key = messageKey('test', newId());
    await expect(
      writeTransaction(db(), async (trx) => {
        await enqueueMail(trx, { message: mailTo('rolled@example.com'), dedupeKey: key });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await rowsTo('rolled@example.com')).toHaveLength(0);
    await writeTransaction(db(), (trx) => enqueueMail(trx, { message: mailTo('once@example.com'), dedupeKey: key }));
    await writeTransaction(db(), (trx) => enqueueMail(trx, { message: mailTo('once@example.com', 'Again'), dedupeKey: key }));
    await sink.nextMail('once@example.com');
    await sink.expectNoMail('once@example.com');
    expect(await rowsTo('once@example.com')).toHaveLength(1);
  });

  test('what waits for a commit runs after it, and never after a rollback', async () => {
    const seen: string[] = [];
    await writeTransaction(db(), async (trx) => {
      afterCommit(trx, () => seen.push('committed'));
      seen.push('working');
    });
    await writeTransaction(db(), async (trx) => {
      afterCommit(trx, () => seen.push('rolled back'));
      throw new Error('no');
    }).catch(() => undefined);
    afterCommit(db(), () => seen.push('no transaction: at once'));
    expect(seen).toEqual(['working', 'committed', 'no transaction: at once']);
  });

  test('a claim whose process died lapses, and another worker sends the message once', async () => {
    // Nothing else delivers while the dead process's claim stands.
    await ctx.app.outbox.close();
    await enqueueMail(db(), { message: mailTo('orphan@example.com'), dedupeKey: messageKey('test') });
    const [claimed] = await claimDue(db(), 'a-killed-process', 10, 300);
    expect(claimed?.recipient).toBe('orphan@example.com');
    const sent: MailMessage[] = [];
    const survivor = new OutboxWorker(db(), { email: { send: async (m) => void sent.push(m), close: async () => {} }, sms: { send: async () => undefined } }, ctx.app.log, {
      firstRetryMs: 1000,
      pollMs: 100,
    });
    survivor.start();
    await survivor.idle();
    expect(sent).toHaveLength(0);
    for (let waited = 0; sent.length === 0 && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    await survivor.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await survivor.close();
    expect(sent.map((m) => m.to)).toEqual(['orphan@example.com']);
    expect(await rowsTo('orphan@example.com')).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  test('after its last try a message is given up and its code wiped, and no worker takes it again', async () => {
    await ctx.app.outbox.close();
    await enqueueMail(db(), { message: mailTo('gone@example.com', 'Your code 123456'), dedupeKey: messageKey('test'), secret: true });
    const retry = { firstRetryMs: 1, maxAttempts: 2 };
    let outcome: string | undefined;
    for (let tries = 0; tries < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [row] = await claimDue(db(), 'w', 10, 60_000);
      outcome = await markFailedTry(db(), row as OutboxRow, 'w', 'relay down', retry);
    }
    expect(outcome).toBe('failed');
    const [row] = await rowsTo('gone@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, payload: '{}', subject: 'Your code 123456', last_error: 'relay down' });
    // A given-up message is never claimed again by itself.
    expect(await claimDue(db(), 'w', 10, 60_000)).toHaveLength(0);
  });

  test('two API processes on one database send each of 120 messages once', async () => {
    const second = createDatabase(ctx.config);
    const other = await buildApp(ctx.config, second);
    try {
      const addresses = Array.from({ length: 120 }, (_, i) => `many${i}@example.com`);
      // Written in small transactions from both processes, as requests would be.
      for (let i = 0; i < addresses.length; i += 10) {
        const target = i % 20 === 0 ? db() : second.db;
        await writeTransaction(target, (trx) =>
          enqueueMail(
            trx,
            addresses.slice(i, i + 10).map((to) => ({ message: mailTo(to), dedupeKey: messageKey('test') })),
          ),
        );
      }
      for (const address of addresses) await sink.nextMail(address, 10_000);
      await Promise.all([ctx.app.outbox.idle(), other.outbox.idle()]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const address of addresses) await sink.expectNoMail(address, 0);
      const rows = await db().selectFrom('outbox').select(['status', 'attempts']).where('recipient', 'like', 'many%').execute();
      expect(rows).toHaveLength(120);
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await other.close();
      await second.db.destroy();
    }
  });
});

test('retries wait longer each time, up to an hour', () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
});
