/**
 * PERFORMANCE.md row 10: while 10 investors download their Bengali 1,000-line statement PDFs at once,
 * the health route's p99 stays ≤ 50 ms and each PDF arrives within 3 s; one 1,000-line PDF costs
 * ≤ 150 ms CPU of the thread that draws it in English and ≤ 300 ms in Bengali. SQLite always;
 * PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 * The app is built and listens on a free port in this process, and every request goes through real
 * HTTP, so the health probe waits on the same event loop as the statements' database reads; the burst's
 * client runs on a thread of its own (lib/http-burst.ts), so its work is not counted as the server's. Each
 * investor gets 1,000 lines in the period (deposits, investments in a project with an English and one
 * with a Bengali name, profits from as many distributions), inserted in batches. The pool's threads
 * are warmed first (started, fonts read); then each language's PDF is fetched alone ROUNDS times, its
 * CPU read from the pool's report (services/pdf/pdf-rendered.ts); then the burst, the probe asking
 * GET /api/health every 20 ms.
 *
 *   npx tsx bench/statement-pdf.ts        or   npm run bench -- --no-build --only 10
 *   BENCH_ROUNDS=3 BENCH_KINDS=sqlite …   a quicker look
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseKind } from '../src/server/db/connection';
import { newId } from '../src/server/db/ids';
import type { Database } from '../src/server/db/schema';
import { bangladeshToday, dayNumber, dayText } from '../src/server/money/distributions/bangladesh-days';
import { companyAccount, holding, wallet } from '../src/server/money/ledger/account-keys';
import { postTransfers, type TransferInput } from '../src/server/money/ledger/post-transfers';
import { PDF_RENDERED, type PdfRendered } from '../src/server/services/pdf/pdf-rendered';
import { createSession } from '../src/server/services/sessions';
import { openDatabase } from './distribution-scale';
import { burstWithProbe } from './lib/http-burst';
import { benchProject } from './lib/bench-project';
import { median, percentile, round, runAlone, type BenchRow } from './lib/report';

const ROW = 10;
const LINES = 1000;
const INVESTORS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROBE_MS = 20;
const TARGET = { healthP99Ms: 50, arrivalMs: 3000, cpuMs: { en: 150, bn: 300 } } as const;
const HOUR = 3_600_000;

/** `INVESTORS` investors and their 1,000 lines each over the 90 days before today: four deposits, three investments, three profits in ten. */
async function seed(db: Kysely<Database>): Promise<{ userIds: string[]; from: string; to: string }> {
  const now = new Date().toISOString();
  const userIds = Array.from({ length: INVESTORS }, () => newId());
  const adminId = newId();
  const user = (id: string, role: 'admin' | 'investor', fullname: string) => ({
    id,
    email: `${id}@bench.test`,
    fullname,
    password_hash: 'x',
    role,
    language: 'bn',
    is_verified: 1,
    search_text: 'bench',
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('users')
    .values([user(adminId, 'admin', 'Admin'), ...userIds.map((id) => user(id, 'investor', 'Rahim Uddin (রহিম উদ্দিন)'))])
    .execute();
  const projects = [newId(), newId()];
  const titles = ['Dhaka Rice Mill Expansion', 'চট্টগ্রাম মৎস্য খামার সম্প্রসারণ'];
  await db
    .insertInto('projects')
    .values(projects.map((id, i) => benchProject(id, titles[i]!)))
    .execute();
  for (const userId of userIds) await seedLines(db, userId, adminId, projects);
  return { userIds, from: dayText(dayNumber(bangladeshToday()) - 95), to: bangladeshToday() };
}

/** One investor's 1,000 lines, posted through the one poster at past instants: the money in first, then the investments out of it. */
async function seedLines(db: Kysely<Database>, userId: string, adminId: string, projects: string[]): Promise<void> {
  const first = Date.now() - 90 * 86_400_000;
  const deposits: Record<string, unknown>[] = [];
  const distributions: Record<string, unknown>[] = [];
  const moneyIn: TransferInput[] = [];
  const investments: TransferInput[] = [];
  for (let i = 0; i < LINES; i += 1) {
    const at = new Date(first + i * 2 * HOUR).toISOString();
    const p = i % 2;
    const base = { userId, actorId: adminId, at };
    if (i % 10 < 4) {
      const amount = 500_000 + ((i * 7919) % 100_000) * 100;
      const deposit = { id: newId(), user_id: userId, amount, status: 'approved', screenshot_key: 'private/x.png', created_at: at, updated_at: at };
      deposits.push(deposit);
      moneyIn.push({ ...base, debit: companyAccount('bank'), credit: wallet(userId), amount, kind: 'deposit', depositId: deposit.id });
    } else if (i % 10 < 7) {
      investments.push({ ...base, debit: wallet(userId), credit: holding(userId, projects[p]!), amount: 100_000 * (1 + (i % 7)), kind: 'investment', projectId: projects[p] });
    } else {
      const day = dayText(dayNumber(bangladeshToday()) - 200 + Math.floor(i / 5));
      const distribution = {
        id: newId(),
        project_id: projects[p]!,
        kind: 'profit',
        period_start: day,
        period_end: day,
        amount: 1_000_000,
        investor_pool: 700_000,
        company_share: 300_000,
        holders: 1,
        note: '',
        actor_id: adminId,
        created_at: at,
      };
      distributions.push(distribution);
      moneyIn.push({
        ...base,
        debit: { kind: 'project_income', projectId: projects[p] },
        credit: wallet(userId),
        amount: 1_000 + ((i * 104_729) % 90_000),
        kind: 'profit',
        projectId: projects[p],
        distributionId: distribution.id,
      });
    }
  }
  for (let at = 0; at < LINES; at += 200) {
    const batch = <T>(rows: T[]) => rows.slice(Math.floor((at * rows.length) / LINES), Math.floor(((at + 200) * rows.length) / LINES));
    if (batch(deposits).length)
      await db
        .insertInto('deposits')
        .values(batch(deposits) as never)
        .execute();
    if (batch(distributions).length)
      await db
        .insertInto('distributions')
        .values(batch(distributions) as never)
        .execute();
  }
  await postTransfers(db, moneyIn);
  await postTransfers(db, investments);
}

async function measureOn(kind: DatabaseKind): Promise<BenchRow[]> {
  const { handle, close } = await openDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-statement-'));
  const workers = process.env.PDF_WORKERS ? { PDF_WORKERS: process.env.PDF_WORKERS } : {};
  const config = loadConfig({ ...workers, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', CLIENT_DIR: path.join(dataDir, 'no-client') });
  const app = await buildApp(config, handle);
  const rendered: PdfRendered[] = [];
  let heard: (() => void) | null = null;
  const hear = (message: unknown) => {
    rendered.push(message as PdfRendered);
    heard?.();
  };
  // The pool reports a statement when its thread's task ends, which may come just after the last byte.
  const reports = async (count: number) => {
    while (rendered.length < count) await new Promise<void>((resolve) => (heard = resolve));
    return rendered.map((r) => r.cpuMs);
  };
  diagnosticsChannel.subscribe(PDF_RENDERED, hear);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const { userIds, from, to } = await seed(handle.db);
    const tokens = await Promise.all(userIds.map((id) => createSession(handle.db, id, 1, { twoFactorVerified: true })));
    const get = async (format: 'csv' | 'pdf', token: string, lng: 'en' | 'bn') => {
      const res = await fetch(`${origin}/api/statement?format=${format}&from=${from}&to=${to}&lng=${lng}`, { headers: { authorization: `Bearer ${token}` } });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${format} answered ${res.status}: ${body.toString('utf8', 0, 200)}`);
      if (format === 'pdf' && !body.toString('latin1', body.length - 8).includes('%%EOF')) throw new Error('a PDF came cut short');
      return body;
    };
    const csvLines = (await get('csv', tokens[0]!, 'bn')).toString('utf8').trimEnd().split('\r\n').length;
    if (csvLines !== LINES + 3) throw new Error(`the CSV has ${csvLines} rows, not ${LINES} lines and three more`);

    // Every thread started, its fonts read and its shaping caches warm in both languages, as on a server that has drawn PDFs before.
    for (let warm = 0; warm < 2; warm += 1) for (const lng of ['en', 'bn'] as const) await Promise.all(tokens.slice(0, config.pdfWorkers).map((token) => get('pdf', token, lng)));
    const cpu = { en: [] as number[], bn: [] as number[] };
    const bytes = { en: 0, bn: 0 };
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const lng of ['en', 'bn'] as const) {
        rendered.length = 0;
        bytes[lng] = (await get('pdf', tokens[r % INVESTORS]!, lng)).length;
        cpu[lng].push((await reports(1))[0]!);
      }
      console.log(`${kind} round ${r + 1}: one PDF's CPU en ${round(cpu.en[r]!)} ms, bn ${round(cpu.bn[r]!)} ms`);
    }

    rendered.length = 0;
    const url = `${origin}/api/statement?format=pdf&from=${from}&to=${to}&lng=bn`;
    const burst = await burstWithProbe(
      tokens.map(() => url),
      tokens.map((token) => ({ authorization: `Bearer ${token}` })),
      `${origin}/api/health`,
      PROBE_MS,
    );
    const arrivals = burst.arrivalsMs;
    const latencies = burst.probeMs;
    const burstCpu = await reports(INVESTORS);
    const p99 = percentile(latencies, 99);
    const last = Math.max(...arrivals);
    console.log(`${kind} burst: PDFs arrived at ${arrivals.map((ms) => round(ms)).join(', ')} ms; health p99 ${round(p99)} ms over ${latencies.length} probes`);

    const burstRow: BenchRow = {
      row: ROW,
      what: `${kind}: ${INVESTORS} Bengali ${LINES.toLocaleString('en')}-line statement PDFs requested at once over HTTP, GET /api/health every ${PROBE_MS} ms (${config.pdfWorkers} PDF threads)`,
      target: `health p99 ≤ ${TARGET.healthP99Ms} ms; each PDF ≤ ${TARGET.arrivalMs / 1000} s`,
      measured: `health p99 ${round(p99)} ms (max ${round(Math.max(...latencies))}, ${latencies.length} probes); PDFs arrived in ${round(Math.min(...arrivals) / 1000, 2)}-${round(last / 1000, 2)} s`,
      pass: p99 <= TARGET.healthP99Ms && last <= TARGET.arrivalMs,
      values: { kind, investors: INVESTORS, lines: LINES, pdfWorkers: config.pdfWorkers, healthMs: latencies, healthP99Ms: p99, arrivalsMs: arrivals, burstCpuMs: burstCpu },
    };
    const cpuRows = (['en', 'bn'] as const).map((lng): BenchRow => ({
      row: ROW,
      what: `${kind}, ${lng}: one ${LINES.toLocaleString('en')}-line statement PDF, CPU of the thread that draws it`,
      target: `≤ ${TARGET.cpuMs[lng]} ms`,
      measured: `${round(median(cpu[lng]))} ms (median of ${ROUNDS}; ${round(Math.min(...cpu[lng]))}-${round(Math.max(...cpu[lng]))}; PDF ${round(bytes[lng] / 1024)} KB)`,
      pass: median(cpu[lng]) <= TARGET.cpuMs[lng],
      values: { kind, language: lng, lines: LINES, cpuMs: cpu[lng], pdfBytes: bytes[lng] },
    }));
    return [burstRow, ...cpuRows];
  } finally {
    diagnosticsChannel.unsubscribe(PDF_RENDERED, hear);
    await app.close();
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureStatementPdf(): Promise<BenchRow[]> {
  const all: DatabaseKind[] = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const kinds = all.filter((kind) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(kind));
  const rows: BenchRow[] = [];
  for (const kind of kinds) rows.push(...(await measureOn(kind)));
  return rows;
}

if (require.main === module) runAlone(measureStatementPdf);
