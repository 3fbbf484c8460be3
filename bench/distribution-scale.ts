/**
 * Issue 16's bench row: posting a distribution to 100,000 holders takes at most 3× a bare
 * `INSERT … SELECT` of 100,000 rows on the same database in the same run, with flat memory.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 * The holders are seeded with set-based SQL (users), then a deposit and an investment each through
 * the one poster, then profits for three successive periods are posted through the service,
 * each beside a bare INSERT … SELECT of 100,000 transfer-shaped rows into a scratch table (no
 * indexes), interleaved so both see the same machine load. The best of each is compared.
 *
 *   npx tsx bench/distribution-scale.ts        or   npm run bench -- --no-build --only 9
 *   BENCH_HOLDERS=20000 BENCH_ROUNDS=1 BENCH_KINDS=postgres …   a quicker look
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { createDatabase, migrateToLatest, type DatabaseHandle, type DatabaseKind } from '../src/server/db/connection';
import { newId } from '../src/server/db/ids';
import type { Database } from '../src/server/db/schema';
import { writeTransaction } from '../src/server/db/transaction';
import { bangladeshToday, dayNumber, dayText } from '../src/server/money/distributions/bangladesh-days';
import { postDistribution } from '../src/server/money/distributions/post-distribution';
import { checkLedger } from '../src/server/money/check/ledger-check';
import { companyAccount, holding, wallet } from '../src/server/money/ledger/account-keys';
import { postTransfers } from '../src/server/money/ledger/post-transfers';
import { round, runAlone, type BenchRow } from './lib/report';

const ROW = 9;
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATIO_TARGET = 3;
const MEMORY_TARGET_MB = 200;
const MB = 1024 * 1024;

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
      .values({
        id: projectId,
        title: 'Bench 100k',
        price: '1000',
        description: 'Bench project',
        default_image: '',
        gallery_images: '[]',
        target_achieved: 0,
        roi: 10,
        investment_options: '[1]',
        // Poisha: a project without a target is a showcase and takes no investments.
        funding_target: 10_000_000_000,
        raised_amount: Number(total),
        created_at: now,
        updated_at: now,
      })
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

/** The bare comparison: 100,000 transfer-shaped rows, one INSERT … SELECT, in a write transaction like the post's. */
async function bareInsert(db: Kysely<Database>, kind: DatabaseKind, at: number): Promise<number> {
  const table = sql.raw(`bench_scratch_${at}`);
  await sql`create table ${table} (id varchar(32) primary key, debit_account_id varchar(32), credit_account_id varchar(32), amount bigint, kind varchar(32), user_id varchar(32), project_id varchar(32), distribution_id varchar(32), actor_id varchar(32), created_at varchar(32))`.execute(
    db,
  );
  const randomId = sql.raw(kind === 'postgres' ? `substr(md5(random()::text || s.i::text), 1, 24)` : `lower(hex(randomblob(12)))`);
  const i = text(kind, 's.i');
  const start = performance.now();
  await writeTransaction(db, (trx) =>
    sql`insert into ${table} select ${randomId}, 'h' || ${i}, 'x', 100 + s.i, 'profit', 'u' || ${i}, 'p', 'd', 'a', '2026-01-01T00:00:00.000Z' from ${series(kind)}`.execute(trx),
  );
  const ms = performance.now() - start;
  await sql`drop table ${table}`.execute(db);
  return ms;
}

/** Samples the heap while the post runs (PostgreSQL awaits often; SQLite's statements block, so maxRSS is the honest peak). */
function memoryWatch() {
  const rss = process.memoryUsage().rss;
  const heap = process.memoryUsage().heapUsed;
  let peakHeap = heap;
  const timer = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 5);
  return () => {
    clearInterval(timer);
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    // maxRSS is the process's peak so far (KiB): growth past the RSS before the post.
    const peakRss = process.resourceUsage().maxRSS * 1024;
    return { rssGrowthMb: Math.max(0, peakRss - rss) / MB, heapGrowthMb: (peakHeap - heap) / MB };
  };
}

export async function openDatabase(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
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
    close: async () => {
      await handle.db.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measureOn(kind: DatabaseKind): Promise<BenchRow> {
  const { handle, close } = await openDatabase(kind);
  const { db } = handle;
  try {
    const seeding = performance.now();
    const { projectId, adminId } = await seed(db, kind);
    console.log(`${kind}: seeded ${HOLDERS} holders in ${round((performance.now() - seeding) / 1000)} s`);
    const today = dayNumber(bangladeshToday());
    const bare: number[] = [];
    const posts: number[] = [];
    const memory: { rssGrowthMb: number; heapGrowthMb: number }[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      bare.push(await bareInsert(db, kind, r));
      // Successive ten-day periods inside the 60 days held: none overlaps another.
      const periodStart = dayText(today - 50 + r * 10);
      const periodEnd = dayText(today - 41 + r * 10);
      global.gc?.();
      const stop = memoryWatch();
      const start = performance.now();
      const { distribution } = await postDistribution(db, {
        projectId,
        kind: 'profit',
        periodStart,
        periodEnd,
        amount: 1_000_000,
        note: 'bench',
        idempotencyKey: `bench-${r}`,
        actorId: adminId,
        origin: null,
      });
      posts.push(performance.now() - start);
      memory.push(stop());
      if (Number(distribution.holders) !== HOLDERS) throw new Error(`posted ${distribution.holders} lines, not ${HOLDERS}`);
      console.log(
        `${kind} round ${r + 1}: bare ${round(bare[r]!)} ms, post ${round(posts[r]!)} ms, rss +${round(memory[r]!.rssGrowthMb)} MB, heap +${round(memory[r]!.heapGrowthMb)} MB`,
      );
    }
    const checking = performance.now();
    const ledger = await checkLedger(db);
    console.log(
      `${kind}: ledger check ${ledger.ok ? 'green' : 'RED'} over ${ledger.accounts} accounts, ${ledger.transfers} transfers (${round((performance.now() - checking) / 1000)} s)`,
    );
    const bestBare = Math.min(...bare);
    const bestPost = Math.min(...posts);
    const ratio = bestPost / bestBare;
    const rssGrowthMb = Math.max(...memory.map((m) => m.rssGrowthMb));
    const heapGrowthMb = Math.max(...memory.map((m) => m.heapGrowthMb));
    return {
      row: ROW,
      what: `${kind}: posting a profit to ${HOLDERS.toLocaleString('en')} holders vs a bare INSERT … SELECT of as many rows`,
      target: `≤ ${RATIO_TARGET}×, memory growth < ${MEMORY_TARGET_MB} MB, ledger green`,
      measured: `${round(bestPost)} ms vs ${round(bestBare)} ms (${round(ratio, 2)}×), peak RSS +${round(rssGrowthMb)} MB, heap +${round(heapGrowthMb)} MB, ledger ${ledger.ok ? 'green' : 'red'}`,
      pass: ratio <= RATIO_TARGET && rssGrowthMb < MEMORY_TARGET_MB && ledger.ok,
      values: { holders: HOLDERS, bareMs: bare, postMs: posts, ratio, memory, ledgerOk: ledger.ok },
    };
  } finally {
    await close();
  }
}

export async function measureDistributionScale(): Promise<BenchRow[]> {
  const all: DatabaseKind[] = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  // BENCH_KINDS=postgres measures one database only.
  const kinds = all.filter((kind) => !process.env.BENCH_KINDS || process.env.BENCH_KINDS.split(',').includes(kind));
  const rows: BenchRow[] = [];
  for (const kind of kinds) rows.push(await measureOn(kind));
  return rows;
}

if (require.main === module) runAlone(measureDistributionScale);
