/**
 * PERFORMANCE.md row 3: GET /api/project/list with 100 projects, against the same server's health
 * route as the reference. Runs alternate (health, list, health, list, …) so both see the same
 * machine load; the median of 3 of each counts.
 *
 *   npx tsx bench/api-throughput.ts          (after `npm run build`)
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import autocannon from 'autocannon';
import { sqliteFile } from '../src/server/db/connection';
import { startBuiltServer } from './lib/built-server';
import { median, round, runAlone, type BenchRow } from './lib/report';

const PROJECTS = 100;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = 3;

/** Copies the demo projects (with their images) until the list holds `PROJECTS`. */
function fillProjects(dataDir: string): number {
  const db = new Database(sqliteFile(dataDir));
  db.pragma('busy_timeout = 5000');
  const demo = db.prepare('select * from projects where archived_at is null').all() as Array<Record<string, unknown>>;
  if (demo.length === 0) throw new Error('the demo content has no projects');
  const columns = Object.keys(demo[0]!);
  const insert = db.prepare(`insert into projects (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
  db.transaction(() => {
    for (let i = demo.length; i < PROJECTS; i += 1) {
      const source = demo[i % demo.length]!;
      const at = new Date(Date.parse('2024-01-01T00:00:00.000Z') + i * 60_000).toISOString();
      insert.run({ ...source, id: crypto.randomBytes(12).toString('hex'), title: `${String(source.title)} ${i}`, created_at: at, updated_at: at });
    }
  })();
  const count = (db.prepare('select count(*) as n from projects where archived_at is null').get() as { n: number }).n;
  db.close();
  return count;
}

interface Run {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * Asks as Chromium does. Without it the list goes out as 200 KB of UTF-8 (Bengali text is three
 * bytes a letter), and autocannon, which decodes every body into a string, measured itself.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function hammer(url: string): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

export async function measureApiThroughput(): Promise<BenchRow[]> {
  const server = await startBuiltServer({ env: { SEED_DEMO: 'true', LOG_LEVEL: 'error' } });
  try {
    const projects = fillProjects(server.dataDir);
    const listUrl = `${server.origin}/api/project/list`;
    const listed = ((await (await fetch(listUrl)).json()) as { projects: unknown[] }).projects.length;
    if (listed !== PROJECTS) throw new Error(`the list answers ${listed} projects, expected ${PROJECTS}`);
    await autocannon({ url: listUrl, connections: 10, duration: 1, headers: BROWSER_HEADERS }); // warm-up: JIT and SQLite page cache
    const health: Run[] = [];
    const list: Run[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      health.push(await hammer(`${server.origin}/api/health`));
      list.push(await hammer(listUrl));
    }
    const listRps = median(list.map((r) => r.rps));
    const healthRps = median(health.map((r) => r.rps));
    const ratio = round(listRps / healthRps, 2);
    const p99 = median(list.map((r) => r.p99));
    const errors = list.reduce((sum, r) => sum + r.errors, 0);
    const values = { projects, connections: CONNECTIONS, seconds: SECONDS, listRps: Math.round(listRps), healthRps: Math.round(healthRps), list, health };
    return [
      {
        row: 3,
        what: 'GET /api/project/list (100 projects) vs health route',
        target: '≥ 0.25× req/s',
        measured: `${ratio}× (${Math.round(listRps)} vs ${Math.round(healthRps)} req/s)`,
        pass: ratio >= 0.25,
        values: { ...values, ratio },
      },
      {
        row: 3,
        what: 'GET /api/project/list p99 at 50 connections',
        target: '≤ 25 ms, 0 errors',
        measured: `${p99} ms, ${errors} errors`,
        pass: p99 <= 25 && errors === 0,
        values: { p99, errors },
      },
    ];
  } finally {
    server.stop();
  }
}

if (require.main === module) runAlone(measureApiThroughput);
