/**
 * Issue 16's statement row: a 1,000-line statement PDF takes at most 3× the CSV of the same
 * statement, both through the real route (`app.inject`, the whole answer read), in English and in
 * Bengali. SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 * One investor gets 1,000 lines in the period (deposits, investments in a project with an English
 * and one with a Bengali name, profits from as many distributions), inserted in batches. After one
 * unmeasured request of each (module loading, the fonts read once per process), the CSV and the PDF
 * are fetched alternately so both see the same machine load; the best of each is compared.
 *
 *   npx tsx bench/statement-pdf.ts        or   npm run bench -- --no-build --only 10
 *   BENCH_ROUNDS=3 BENCH_KINDS=sqlite …   a quicker look
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseKind } from '../src/server/db/connection';
import { newId } from '../src/server/db/ids';
import type { Database } from '../src/server/db/schema';
import { bangladeshToday, dayNumber, dayText } from '../src/server/money/distributions/bangladesh-days';
import { createSession } from '../src/server/services/sessions';
import { openDatabase } from './distribution-scale';
import { round, runAlone, type BenchRow } from './lib/report';

const ROW = 10;
const LINES = 1000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATIO_TARGET = 3;
const HOUR = 3_600_000;

/** The investor and their 1,000 lines over the 90 days before today: four deposits, three investments, three profits in ten. */
async function seed(db: Kysely<Database>): Promise<{ userId: string; from: string; to: string }> {
  const now = new Date().toISOString();
  const userId = newId();
  const adminId = newId();
  const user = (id: string, role: 'admin' | 'investor', fullname: string) => ({
    id,
    email: `${id}@bench.test`,
    fullname,
    password_hash: 'x',
    role,
    language: 'en',
    is_verified: 1,
    search_text: 'bench',
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('users')
    .values([user(adminId, 'admin', 'Admin'), user(userId, 'investor', 'Rahim Uddin (রহিম উদ্দিন)')])
    .execute();
  const projects = [newId(), newId()];
  const titles = ['Dhaka Rice Mill Expansion', 'চট্টগ্রাম মৎস্য খামার সম্প্রসারণ'];
  await db
    .insertInto('projects')
    .values(
      projects.map((id, i) => ({
        id,
        title: titles[i]!,
        price: '1000',
        description: 'Bench project',
        default_image: '',
        gallery_images: '[]',
        target_achieved: 0,
        roi: 10,
        investment_options: '[1]',
        // Poisha: a project without a target is a showcase and takes no investments.
        funding_target: 10_000_000_000,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const account = (kind: string, key: string, projectId: string | null = null, owner: string | null = null) => ({
    id: newId(),
    kind,
    user_id: owner,
    project_id: projectId,
    account_key: key,
    created_at: now,
    updated_at: now,
  });
  const bank = account('bank', 'bank');
  const wallet = account('investor_wallet', `investor_wallet:${userId}`, null, userId);
  const holdings = projects.map((p) => account('holding', `holding:${userId}:${p}`, p, userId));
  const incomes = projects.map((p) => account('project_income', `project_income:${p}`, p));
  await db
    .insertInto('accounts')
    .values([bank, wallet, ...holdings, ...incomes] as never)
    .execute();

  const first = Date.now() - 90 * 86_400_000;
  const deposits: Record<string, unknown>[] = [];
  const distributions: Record<string, unknown>[] = [];
  const transfers: Record<string, unknown>[] = [];
  for (let i = 0; i < LINES; i += 1) {
    const at = new Date(first + i * 2 * HOUR).toISOString();
    const p = i % 2;
    const base = { id: newId(), user_id: userId, actor_id: adminId, created_at: at };
    if (i % 10 < 4) {
      const amount = 500_000 + ((i * 7919) % 100_000) * 100;
      const deposit = { id: newId(), user_id: userId, amount, status: 'approved', screenshot_key: 'private/x.png', created_at: at, updated_at: at };
      deposits.push(deposit);
      transfers.push({ ...base, debit_account_id: bank.id, credit_account_id: wallet.id, amount, kind: 'deposit', deposit_id: deposit.id });
    } else if (i % 10 < 7) {
      transfers.push({ ...base, debit_account_id: wallet.id, credit_account_id: holdings[p]!.id, amount: 100_000 * (1 + (i % 7)), kind: 'investment', project_id: projects[p] });
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
      transfers.push({
        ...base,
        debit_account_id: incomes[p]!.id,
        credit_account_id: wallet.id,
        amount: 1_000 + ((i * 104_729) % 90_000),
        kind: 'profit',
        project_id: projects[p],
        distribution_id: distribution.id,
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
  for (let at = 0; at < LINES; at += 200)
    await db
      .insertInto('transfers')
      .values(transfers.slice(at, at + 200) as never)
      .execute();
  return { userId, from: dayText(dayNumber(bangladeshToday()) - 95), to: bangladeshToday() };
}

async function measureOn(kind: DatabaseKind): Promise<BenchRow[]> {
  const { handle, close } = await openDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-statement-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', CLIENT_DIR: path.join(dataDir, 'no-client') });
  const app = await buildApp(config, handle);
  try {
    const { userId, from, to } = await seed(handle.db);
    const token = await createSession(handle.db, userId, 1, { twoFactorVerified: true });
    const fetch = async (format: 'csv' | 'pdf') => {
      const start = performance.now();
      const cpu = process.cpuUsage();
      const res = await app.inject({ method: 'GET', url: `/api/statement?format=${format}&from=${from}&to=${to}`, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - start;
      const used = process.cpuUsage(cpu);
      if (res.statusCode !== 200) throw new Error(`${format} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return { ms, cpuMs: (used.user + used.system) / 1000, bytes: res.rawPayload.length, body: res.rawPayload };
    };
    const rows: BenchRow[] = [];
    for (const language of ['en', 'bn'] as const) {
      await handle.db.updateTable('users').set({ language }).where('id', '=', userId).execute();
      const csvLines = (await fetch('csv')).body.toString('utf8').trimEnd().split('\r\n').length;
      if (csvLines !== LINES + 3) throw new Error(`the CSV has ${csvLines} rows, not ${LINES} lines and three more`);
      const pdfBytes = (await fetch('pdf')).bytes;
      const csv: number[] = [];
      const pdf: number[] = [];
      // CPU time of this process beside the wall clock: on a busy machine it shows what the work itself costs.
      const csvCpu: number[] = [];
      const pdfCpu: number[] = [];
      for (let r = 0; r < ROUNDS; r += 1) {
        const c = await fetch('csv');
        const p = await fetch('pdf');
        csv.push(c.ms);
        pdf.push(p.ms);
        csvCpu.push(c.cpuMs);
        pdfCpu.push(p.cpuMs);
        console.log(`${kind} ${language} round ${r + 1}: csv ${round(c.ms)} ms (cpu ${round(c.cpuMs)}), pdf ${round(p.ms)} ms (cpu ${round(p.cpuMs)})`);
      }
      const ratio = Math.min(...pdf) / Math.min(...csv);
      rows.push({
        row: ROW,
        what: `${kind}, ${language}: a ${LINES.toLocaleString('en')}-line statement as PDF vs as CSV (GET /api/statement, whole answer)`,
        target: `≤ ${RATIO_TARGET}×`,
        measured: `${round(Math.min(...pdf))} ms vs ${round(Math.min(...csv))} ms (${round(ratio, 2)}×, best of ${ROUNDS}; PDF ${round(pdfBytes / 1024)} KB)`,
        pass: ratio <= RATIO_TARGET,
        values: { kind, language, lines: LINES, csvMs: csv, pdfMs: pdf, ratio, csvCpuMs: csvCpu, pdfCpuMs: pdfCpu, pdfBytes },
      });
    }
    return rows;
  } finally {
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
