/**
 * Row 9 (PERFORMANCE.md): a profit distribution to 100,000 holders, posted through the built server
 * (`npm start`'s server.js, one process) while other investors invest and ask for withdrawals ten
 * times a second. Measured in one run per database: the probes' p99 and errors while the posting
 * runs, the posting's time (the admin's POST to the last chunk) against inserting the same 100,000
 * transfer rows into a table shaped and indexed like `transfers`, and the server's RSS growth.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 *   npm run build && npx tsx bench/distribution-scale.ts     or   npm run bench -- --no-build --only 9
 *   BENCH_HOLDERS=20000 BENCH_KINDS=postgres …                a quicker look
 *   BENCH_SLOWEST=1 …                                          prints the slowest probes (ms after the POST : ms taken)
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { createDatabase, migrateToLatest, type DatabaseHandle, type DatabaseKind } from '../src/server/db/connection';
import { newId, nowIso } from '../src/server/db/ids';
import type { Database } from '../src/server/db/schema';
import { writeTransaction } from '../src/server/db/transaction';
import { bangladeshToday, dayNumber, dayText } from '../src/server/money/distributions/bangladesh-days';
import { checkLedger } from '../src/server/money/check/ledger-check';
import { companyAccount, holding, wallet } from '../src/server/money/ledger/account-keys';
import { postTransfers } from '../src/server/money/ledger/post-transfers';
import { reviewDeposit } from '../src/server/money/deposits/deposit-review';
import { hashPassword } from '../src/server/services/passwords';
import { createSession } from '../src/server/services/sessions';
import { freePort, spawnServer, waitForHealth } from './lib/built-server';
import { benchProject } from './lib/bench-project';
import { round, runAlone, type BenchRow } from './lib/report';

const ROW = 9;
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 100_000);
const RATIO_TARGET = 2;
const MEMORY_TARGET_MB = 200;
const P99_TARGET_MS = 250;
/** Probe requests a second, half investments and half withdrawal requests, by investors other than the holders. */
const PROBES_PER_SECOND = 10;
const PROBE_INVESTORS = 40;
const PROBE_PASSWORD = 'bench probe password 9';

/** 1..HOLDERS as a derived table s(i). */
const series = (kind: DatabaseKind) =>
  kind === 'postgres'
    ? sql`generate_series(1, ${sql.lit(HOLDERS)}) as s(i)`
    : sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(HOLDERS)}) select i from n) as s`;

const text = (kind: DatabaseKind, expr: string) => sql.raw(kind === 'postgres' ? `(${expr})::text` : `cast(${expr} as text)`);

/** A random 24-hex id per row of `alias`, as newId makes them. */
const randomIdOf = (kind: DatabaseKind, alias: 's' | 'h', salt: string) =>
  sql.raw(kind === 'postgres' ? `substr(md5(random()::text || ${alias}.i::text || '${salt}'), 1, 24)` : `lower(hex(randomblob(12)))`);

/**
 * The holders, set-based: each deposits its capital and invests all of it 60 days ago, so every
 * account balances. Users, wallets, holdings and transfers get random ids as in production, drawn
 * independently: ids that sort alike ('u1', 'w1', 'h1') would let any posting order look local.
 */
export async function seed(db: Kysely<Database>, kind: DatabaseKind): Promise<{ projectId: string; adminId: string }> {
  const now = new Date().toISOString();
  const invested = new Date(Date.now() - 60 * 86_400_000).toISOString();
  const adminId = newId();
  const projectId = newId();
  const i = text(kind, 'h.i');
  await writeTransaction(db, async (trx) => {
    await sql`create table bench_holders (i integer primary key, user_id varchar(32))`.execute(trx);
    await sql`insert into bench_holders select s.i, ${randomIdOf(kind, 's', 'u')} from ${series(kind)}`.execute(trx);
    const holders = sql`bench_holders h`;
    await trx
      .insertInto('users')
      .values({
        id: adminId,
        email: 'admin@bench.test',
        fullname: 'Admin',
        password_hash: 'x',
        role: 'admin',
        language: 'en',
        is_verified: 1,
        search_text: 'admin',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await sql`insert into users (id, email, fullname, password_hash, role, language, is_verified, search_text, created_at, updated_at)
      select h.user_id, 'u' || ${i} || '@bench.test', 'Holder ' || ${i}, 'x', 'investor', 'en', 1, 'holder', ${now}, ${now} from ${holders}`.execute(trx);
    const extra = await sql<{ extra: number }>`select sum((h.i % 997) * 100) as extra from ${holders}`.execute(trx);
    const total = HOLDERS * 100000 + Number(extra.rows[0]?.extra ?? 0);
    await trx
      .insertInto('projects')
      .values(benchProject(projectId, 'Bench 100k', { raised_amount: Number(total), created_at: now }))
      .execute();
    // The money goes in through the one poster, dated 60 days ago: a deposit, then the investment of all of it.
    const rows = await sql<{ i: number; user_id: string }>`select h.i, h.user_id from ${holders} order by h.i`.execute(trx);
    const base = { actorId: adminId, at: invested };
    const capitalOf = (i: number) => 100000 + (Number(i) % 997) * 100;
    await postTransfers(
      trx,
      rows.rows.map((h) => ({ ...base, debit: companyAccount('bank'), credit: wallet(h.user_id), amount: capitalOf(h.i), kind: 'deposit', userId: h.user_id })),
    );
    await postTransfers(
      trx,
      rows.rows.map((h) => ({
        ...base,
        debit: wallet(h.user_id),
        credit: holding(h.user_id, projectId),
        amount: capitalOf(h.i),
        kind: 'investment',
        userId: h.user_id,
        projectId,
      })),
    );
    await sql`drop table bench_holders`.execute(trx);
  });
  return { projectId, adminId };
}

export async function openDatabase(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; dataDir: string; databaseUrl: string | null; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-dist-'));
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let dropSchema = async () => {};
  let databaseUrl: string | null = null;
  if (kind === 'postgres' && url) {
    const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = scoped.toString();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const handle = createDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db);
  return {
    handle,
    dataDir,
    databaseUrl,
    close: async () => {
      await handle.db.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Investors outside the distribution, each with a wallet of ৳1,00,000 and a session, and a project they invest in. */
async function seedProbes(db: Kysely<Database>, adminId: string): Promise<{ projectId: string; tokens: string[] }> {
  const now = nowIso();
  const projectId = newId();
  await db
    .insertInto('projects')
    .values(benchProject(projectId, 'Bench probes', { description: 'Where the probe investors invest' }))
    .execute();
  const passwordHash = await hashPassword(PROBE_PASSWORD);
  const tokens: string[] = [];
  for (let i = 0; i < PROBE_INVESTORS; i += 1) {
    const id = newId();
    await db
      .insertInto('users')
      .values({
        id,
        email: `probe${i}@bench.test`,
        fullname: `Probe ${i}`,
        password_hash: passwordHash,
        role: 'investor',
        language: 'en',
        is_verified: 1,
        search_text: 'probe',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const depositId = newId();
    await db
      .insertInto('deposits')
      .values({ id: depositId, user_id: id, amount: 100_000_00, status: 'pending', screenshot_key: 'private/x.png', created_at: now, updated_at: now })
      .execute();
    await reviewDeposit(db, { depositId, status: 'approved', adminRemarks: null, actorId: adminId, origin: null });
    tokens.push(await createSession(db, id, 1));
  }
  return { projectId, tokens };
}

// Plain JavaScript, run in a worker thread: the probes keep their own clock, whatever the bench's thread does.
const PROBE_CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const { origin, projectId, tokens, password, everyMs } = workerData;
const results = [];
let stop = false;
parentPort.on('message', () => (stop = true));
const probe = async (i, due) => {
  const token = tokens[i % tokens.length];
  const invest = i % 2 === 0;
  const body = invest
    ? { projectId, amount: 1, idempotencyKey: 'probe-invest-' + i }
    : { amount: 1, method: 'bkash', account: { number: '017' + String(10000000 + (i % tokens.length)) }, password, idempotencyKey: 'probe-withdraw-' + i };
  let status = 0;
  try {
    const res = await fetch(origin + (invest ? '/api/investment' : '/api/withdrawals'), {
      method: 'POST',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    status = res.status;
  } catch {}
  results.push({ at: due, ms: performance.now() - due, status, kind: invest ? 'invest' : 'withdraw' });
};
(async () => {
  const start = performance.now();
  const pending = [];
  for (let i = 0; !stop; i += 1) {
    const due = start + i * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(probe(i, due));
  }
  await Promise.all(pending);
  parentPort.postMessage(results.map((r) => ({ ...r, at: performance.timeOrigin + r.at })));
})();
`;

interface ProbeResult {
  /** epoch ms the probe was due */
  at: number;
  ms: number;
  status: number;
  kind: 'invest' | 'withdraw';
}

function startProbes(origin: string, projectId: string, tokens: string[]): () => Promise<ProbeResult[]> {
  const worker = new Worker(PROBE_CLIENT, { eval: true, workerData: { origin, projectId, tokens, password: PROBE_PASSWORD, everyMs: 1000 / PROBES_PER_SECOND } });
  const done = new Promise<ProbeResult[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    const results = await done;
    await worker.terminate();
    return results;
  };
}

/**
 * The server's resident memory (MiB), read from /proc every 50 ms. The growth counts the readings
 * up to the instant the last chunk posted: what follows the posting (the holders' mails) starts at
 * once, and is not the posting's.
 */
function rssWatch(pid: number) {
  const read = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  const before = read();
  const readings: Array<{ at: number; mb: number }> = [];
  const timer = setInterval(() => {
    try {
      readings.push({ at: Date.now(), mb: read() });
    } catch {
      // the server has gone; the readings so far stand
    }
  }, 50);
  return (until: number) => {
    clearInterval(timer);
    const peak = Math.max(before, ...readings.filter((reading) => reading.at <= until).map((reading) => reading.mb));
    return { beforeMb: before, growthMb: peak - before };
  };
}

/**
 * The reference: the distribution's own 100,000 transfer rows, read back and inserted by the
 * application into a new table with the columns, indexes and foreign keys of `transfers`, in one transaction of
 * 1,000-row INSERTs. The database's own copy (one INSERT … SELECT) is timed beside it for the record.
 */
async function referenceInsert(db: Kysely<Database>, kind: DatabaseKind, distributionId: string, round: number): Promise<{ batchedMs: number; copyMs: number }> {
  const rows = await db.selectFrom('transfers').selectAll().where('distribution_id', '=', distributionId).orderBy('id').execute();
  const indexes =
    kind === 'postgres'
      ? []
      : (await sql<{ def: string }>`select sql as def from sqlite_master where type = 'index' and tbl_name = 'transfers' and sql is not null`.execute(db)).rows.map((r) => r.def);
  const foreignKeys =
    kind === 'postgres'
      ? (await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'transfers'::regclass and contype = 'f'`.execute(db)).rows.map(
          (r) => r.def,
        )
      : [];
  const timeInto = async (table: string, fill: (trx: Kysely<Database>) => Promise<void>) => {
    // PostgreSQL copies the columns, checks and indexes in one statement, and the foreign keys one by
    // one (LIKE leaves them out); SQLite's kept DDL has them all, and its indexes follow.
    if (kind === 'postgres') {
      await sql.raw(`create table ${table} (like transfers including all)`).execute(db);
      for (const def of foreignKeys) await sql.raw(`alter table ${table} add ${def}`).execute(db);
    } else {
      const ddl = await sql<{ def: string }>`select sql as def from sqlite_master where type = 'table' and name = 'transfers'`.execute(db);
      await sql.raw(ddl.rows[0]!.def.replace(/CREATE TABLE\s+"?transfers"?/i, `create table ${table}`)).execute(db);
    }
    for (const def of kind === 'postgres' ? [] : indexes) {
      await sql.raw(def.replace(/ON\s+("?[\w.]*transfers"?)/i, `ON ${table}`).replace(/INDEX\s+"?(\w+)"?/i, `INDEX $1_${table}`)).execute(db);
    }
    const start = performance.now();
    await writeTransaction(db, fill);
    const ms = performance.now() - start;
    await sql.raw(`drop table ${table}`).execute(db);
    return ms;
  };
  const batchedMs = await timeInto(`bench_ref_${round}`, async (trx) => {
    for (let at = 0; at < rows.length; at += 1000)
      await trx
        .insertInto(`bench_ref_${round}` as 'transfers')
        .values(rows.slice(at, at + 1000))
        .execute();
  });
  const copyMs = await timeInto(`bench_copy_${round}`, async (trx) => {
    await sql.raw(`insert into bench_copy_${round} select * from transfers where distribution_id = '${distributionId}'`).execute(trx);
  });
  return { batchedMs, copyMs };
}

const percentileOf = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

async function measureOn(kind: DatabaseKind): Promise<BenchRow[]> {
  const { handle, dataDir, databaseUrl, close } = await openDatabase(kind);
  const { db } = handle;
  let server: ChildProcess | null = null;
  let stopProbes: (() => Promise<ProbeResult[]>) | null = null;
  try {
    const seeding = performance.now();
    const { projectId, adminId } = await seed(db, kind);
    const probes = await seedProbes(db, adminId);
    const adminToken = await createSession(db, adminId, 1, { twoFactorVerified: true });
    console.log(`${kind}: seeded ${HOLDERS} holders and ${PROBE_INVESTORS} probe investors in ${round((performance.now() - seeding) / 1000)} s`);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = spawnServer({
      port,
      dataDir,
      env: { DATABASE_URL: databaseUrl ?? '', SEED_DEMO: 'false', CLIENT_DIR: path.join(dataDir, 'no-client'), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    });
    await waitForHealth(origin);
    stopProbes = startProbes(origin, probes.projectId, probes.tokens);
    // Two seconds of probes before the post: the quiet baseline, and the clients warmed.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const today = dayNumber(bangladeshToday());
    const memory = rssWatch(server.pid!);
    const postedAt = Date.now();
    const res = await fetch(`${origin}/api/project/${projectId}/distributions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'profit', periodStart: dayText(today - 50), periodEnd: dayText(today - 41), amount: 1_000_000, idempotencyKey: 'bench-row-9' }),
    });
    const answer = (await res.json()) as { distribution?: { _id?: string } };
    const answeredMs = Date.now() - postedAt;
    const distributionId = answer.distribution?._id;
    if (res.status !== 202 || !distributionId) throw new Error(`the post answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    let posting;
    for (;;) {
      posting = await db.selectFrom('postings').selectAll().where('event_id', '=', distributionId).executeTakeFirstOrThrow();
      if (posting.status === 'posted') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const postingMs = Date.parse(posting.posted_at!) - postedAt;
    const { growthMb } = memory(Date.parse(posting.posted_at!));
    const results = await stopProbes();
    stopProbes = null;
    server.kill('SIGTERM');
    server = null;

    const during = results.filter((r) => r.at >= postedAt && r.at <= postedAt + postingMs);
    const errors = during.filter((r) => r.status < 200 || r.status >= 300);
    const baseline = results.filter((r) => r.at < postedAt);
    // Diagnostic: the probes due once the admin's POST had its answer, i.e. while only chunks ran.
    const chunksOnly = during.filter((r) => r.at >= postedAt + answeredMs);
    if (process.env.BENCH_SLOWEST)
      console.log(
        [...during]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 8)
          .map((r) => `${Math.round(r.at - postedAt)}:${Math.round(r.ms)}`)
          .join(' '),
      );
    const p99 = percentileOf(
      during.map((r) => r.ms),
      99,
    );
    const ledger = await checkLedger(db);
    const references = [await referenceInsert(db, kind, distributionId, 1), await referenceInsert(db, kind, distributionId, 2)];
    const batched = Math.min(...references.map((r) => r.batchedMs));
    const copy = Math.min(...references.map((r) => r.copyMs));
    const ratio = postingMs / batched;
    const statuses = [...new Set(errors.map((r) => r.status))].join(', ');
    console.log(
      `${kind}: answered in ${answeredMs} ms, posted in ${postingMs} ms (${posting.chunks_total} chunks); probes during it ${during.length}, p99 ${round(p99)} ms (quiet p99 ${round(
        percentileOf(
          baseline.map((r) => r.ms),
          99,
        ),
      )} ms), errors ${errors.length}${statuses ? ` (${statuses})` : ''}; reference ${round(batched)} ms batched, ${round(copy)} ms copied; RSS +${round(growthMb)} MB; ledger ${ledger.ok ? 'green' : 'RED'}`,
    );
    return [
      {
        row: ROW,
        what: `${kind}: invest and withdrawal requests (${PROBES_PER_SECOND}/s) while a profit posts to ${HOLDERS.toLocaleString('en')} holders`,
        target: `p99 ≤ ${P99_TARGET_MS} ms, 0 errors`,
        measured: `p99 ${round(p99)} ms over ${during.length} requests (max ${round(Math.max(0, ...during.map((r) => r.ms)))} ms), ${errors.length} errors; after the POST's answer (${round(answeredMs / 1000, 1)} s in), while only chunks ran: p99 ${round(
          percentileOf(
            chunksOnly.map((r) => r.ms),
            99,
          ),
        )} ms over ${chunksOnly.length}`,
        pass: p99 <= P99_TARGET_MS && errors.length === 0 && during.length > 0,
        values: { p99, requests: during.length, errors: errors.length, statuses },
      },
      {
        row: ROW,
        what: `${kind}: posting ${HOLDERS.toLocaleString('en')} lines (POST to last chunk) vs inserting the same rows into a table indexed like transfers`,
        target: `≤ ${RATIO_TARGET}×, ledger green`,
        measured: `${round(postingMs / 1000, 2)} s vs ${round(batched / 1000, 2)} s (${round(ratio, 2)}×; the database's own INSERT … SELECT copy ${round(copy / 1000, 2)} s), ${posting.chunks_total} chunks, ledger ${ledger.ok ? 'green' : 'red'}`,
        pass: ratio <= RATIO_TARGET && ledger.ok,
        values: { postingMs, answeredMs, batchedMs: batched, copyMs: copy, ratio, chunks: posting.chunks_total, ledgerOk: ledger.ok },
      },
      {
        row: ROW,
        what: `${kind}: the server's memory while it posts`,
        target: `RSS growth ≤ ${MEMORY_TARGET_MB} MB`,
        measured: `+${round(growthMb)} MB`,
        pass: growthMb <= MEMORY_TARGET_MB,
        values: { growthMb },
      },
    ];
  } finally {
    await stopProbes?.();
    server?.kill('SIGKILL');
    await close();
  }
}

export async function measureDistributionScale(): Promise<BenchRow[]> {
  // Only the server is needed: `npm run build:server` is enough.
  if (!fs.existsSync('dist/server/server.js')) throw new Error('run `npm run build:server` (or `npm run build`) first');
  const all: DatabaseKind[] = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  // BENCH_KINDS=postgres measures one database only.
  const kinds = all.filter((kind) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(kind));
  const rows: BenchRow[] = [];
  for (const kind of kinds) rows.push(...(await measureOn(kind)));
  return rows;
}

if (require.main === module) runAlone(measureDistributionScale);
