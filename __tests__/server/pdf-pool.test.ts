import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { threadId } from 'node:worker_threads';
import { postTransfer } from '../../src/server/money/ledger/post-transfers';
import { holding, wallet } from '../../src/server/money/ledger/account-keys';
import { bangladeshToday, dayNumber, dayText } from '../../src/server/money/distributions/bangladesh-days';
import { PDF_RENDERED, type PdfRendered } from '../../src/server/services/pdf/pdf-rendered';
import { useAdminAndInvestor } from './helpers/admin-and-investor';
import { backdatedDeposit, investorsIn, manyDeposits } from './helpers/statement-fixture';
import { databaseKinds, notePostgresSkip } from './helpers/test-app';

notePostgresSkip();

const today = bangladeshToday();
const yesterday = dayText(dayNumber(today) - 1);
// Inside the statement's period as text (the database compares strings), but no instant: drawing its date throws.
const NO_INSTANT = `${today}T12:99:00.000Z`;

/** Statement and certificate PDFs are drawn on the pool's worker threads (services/pdf/pdf-pool.ts). */
describe.each(databaseKinds)('PDF worker pool on %s', (kind) => {
  const {
    ctx,
    admin,
    investors: [investor],
  } = useAdminAndInvestor(kind, { investors: [{ language: 'bn', fullname: 'রহিম উদ্দিন' }] });

  const statement = (from = yesterday, to = today) => ctx.app.inject({ method: 'GET', url: `/api/statement?format=pdf&from=${from}&to=${to}`, headers: investor.headers });
  const certificate = (projectId: string) => ctx.app.inject({ method: 'GET', url: `/api/investment/holdings/${projectId}/certificate`, headers: investor.headers });

  const rendered: PdfRendered[] = [];
  const hear = (message: unknown) => rendered.push(message as PdfRendered);
  beforeEach(() => {
    rendered.length = 0;
    diagnosticsChannel.subscribe(PDF_RENDERED, hear);
  });
  afterEach(() => diagnosticsChannel.unsubscribe(PDF_RENDERED, hear));

  test('statements and certificates are drawn on worker threads, not the one that answers requests', async () => {
    const project = await investorsIn(ctx.app, ctx.database.db, kind, admin, [[investor, 100000, 60000]]);
    const pdfs = [await statement(), await certificate(project._id)];
    for (const res of pdfs) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(rendered.map((r) => [r.kind, r.language, r.bytes])).toEqual([
      ['statement', 'bn', pdfs[0]!.rawPayload.length],
      ['certificate', 'bn', pdfs[1]!.rawPayload.length],
    ]);
    for (const r of rendered) {
      expect(r.threadId).not.toBe(threadId);
      expect(r.cpuMs).toBeGreaterThan(0);
    }
  });

  test('a statement whose drawing fails is a 500, and the app goes on drawing PDFs', async () => {
    const project = await investorsIn(ctx.app, ctx.database.db, kind, admin, [[investor, 100000, 60000]]);
    await backdatedDeposit(ctx.database.db, investor.user.id, 5, NO_INSTANT);
    const failed = await statement();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: expect.stringMatching(/^Something went wrong on our side/), code: 'INTERNAL_ERROR' });
    const res = await certificate(project._id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a certificate whose drawing fails is a 500, and the app goes on drawing PDFs', async () => {
    const project = await investorsIn(ctx.app, ctx.database.db, kind, admin, [[investor, 100000, 60000]]);
    const db = ctx.database.db;
    // An investment booked at an instant that is no time at all: the certificate's drawing fails on it.
    await postTransfer(db, {
      debit: wallet(investor.user.id),
      credit: holding(investor.user.id, project._id),
      amount: 100,
      kind: 'investment',
      actorId: null,
      userId: investor.user.id,
      projectId: project._id,
      at: NO_INSTANT,
    });
    const failed = await certificate(project._id);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: expect.stringMatching(/^Something went wrong on our side/), code: 'INTERNAL_ERROR' });
    // A period before the faulty line.
    const res = await statement(dayText(dayNumber(today) - 30), yesterday);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });
});

describe.each(databaseKinds)('PDF worker pool of one thread on %s', (kind) => {
  const {
    ctx,
    investors: [investor],
  } = useAdminAndInvestor(kind, { env: { PDF_WORKERS: '1' }, investors: [{ language: 'bn' }] });

  test('a download given up halfway frees its thread: the next statement is drawn whole', async () => {
    await manyDeposits(ctx.database.db, investor.user.id, 3000, `${yesterday}T00:00:00.000Z`);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const path = `/api/statement?format=pdf&from=${yesterday}&to=${today}`;
    // Reads the first bytes, then hangs up while the worker still has pages to draw.
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers: investor.headers }, (res) => {
        res.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
    });
    const res = await ctx.app.inject({ method: 'GET', url: path, headers: investor.headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  }, 60_000);
});
