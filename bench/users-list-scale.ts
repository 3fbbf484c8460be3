/**
 * PERFORMANCE.md row 4: the admin users list with 1k and with 100k users, side by side.
 * For each size it starts the built server (run `npm run build` first) on a temporary data directory,
 * adds the users straight into its SQLite file, then measures:
 *   - server: first page, a page deep in the list (keyset cursor) and searches, in ms (median / p95);
 *   - browser: time to the first rows, DOM nodes with the list shown, DOM nodes and the longest frame
 *     gap while the admin scrolls through 10 pages (each loaded as the end comes into view).
 *
 *   npx tsx bench/users-list-scale.ts        (prints a table and one JSON line; exit code 1 over a target)
 */
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import { sqliteFile } from '../src/server/db/connection';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer, type BuiltServer } from './lib/built-server';
import { median, percentile, round, runAlone, type BenchRow } from './lib/report';

const SIZES = [1_000, 100_000];
const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-Admin-pass-1' };
// Mid-list for both sizes (1k has 20 pages), so both are measured with rows above and below the view.
const SCROLL_PAGES = 10;

/** Adds `count` verified investors, one second apart, in one transaction (WAL lets the server keep its connection). */
function addUsers(dataDir: string, count: number): void {
  const db = new Database(sqliteFile(dataDir));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into users (id, email, fullname, password_hash, phone, nid, unique_id, role, is_verified, is_active, language, created_at, updated_at)
     values (?, ?, ?, 'not-a-hash', ?, ?, ?, 'investor', 1, 1, 'en', ?, ?)`,
  );
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const at = new Date(start + i * 1000).toISOString();
      insert.run(crypto.randomBytes(12).toString('hex'), `investor${i}@bench.test`, `Investor ${i}`, `+8801${String(700000000 + i)}`, String(1990000000 + i), `iv${i}`, at, at);
    }
  })();
  db.close();
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`Admin sign-in failed: ${response.status}`);
  return body.token;
}

/** Wall-clock ms of each GET, seen from a client on the same machine. */
async function timeGets(origin: string, token: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(`${origin}${p}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${p}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** The cursor of a row near the end of the list, as the server encodes it (repositories/users.ts). */
function deepCursor(dataDir: string): string {
  const db = new Database(sqliteFile(dataDir), { readonly: true });
  const row = db.prepare('select created_at, id from users where is_active = 1 order by created_at asc, id asc limit 1 offset 60').get() as { created_at: string; id: string };
  db.close();
  return Buffer.from(`${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

async function serverTimings(running: BuiltServer, token: string, count: number) {
  const first = Array.from({ length: 30 }, () => '/api/auth/users?limit=50');
  const deep = Array.from({ length: 30 }, () => `/api/auth/users?limit=50&cursor=${deepCursor(running.dataDir)}`);
  const searches = Array.from({ length: 40 }, (_, i) => `/api/auth/users?limit=50&q=${encodeURIComponent(`investor${Math.floor((count / 40) * i) + 7}`)}`);
  await timeGets(running.origin, token, first.slice(0, 5)); // warm-up
  return {
    firstPageMs: median(await timeGets(running.origin, token, first)),
    deepPageMs: median(await timeGets(running.origin, token, deep)),
    searchP95Ms: percentile(await timeGets(running.origin, token, searches), 95),
  };
}

// Kept as text: tsx's compiled functions refer to helpers that do not exist inside the page.
const SCROLL_SCRIPT = `(async () => {
  const element = document.querySelector('[role="rowgroup"][aria-label="User rows; scroll for more"]');
  let last = performance.now();
  let worst = 0;
  let running = true;
  const tick = (now) => { worst = Math.max(worst, now - last); last = now; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  for (let i = 0; i < ${SCROLL_PAGES}; i += 1) {
    element.scrollTop = element.scrollHeight;
    const target = element.scrollHeight;
    const deadline = performance.now() + 10000;
    while (element.scrollHeight <= target && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = false;
  return worst;
})()`;

async function browserTimings(page: Page, origin: string, token: string) {
  await page.goto(`${origin}/signin`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  const started = Date.now();
  await page.goto(`${origin}/admin/dashboard`);
  const list = page.getByRole('rowgroup', { name: 'User rows; scroll for more' });
  await list.getByRole('row').first().waitFor();
  const firstRowsMs = Date.now() - started;
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

  // Scroll a page at a time; each step waits until the rows past the loaded ones have arrived,
  // while a frame callback records the longest gap between frames (a freeze shows as a long gap).
  const maxFrameGapMs = (await page.evaluate(SCROLL_SCRIPT)) as number;
  const rowsLoaded = await page.evaluate(() => document.querySelector('[role="table"][aria-label="Users"]')?.getAttribute('aria-rowcount'));
  const domNodesAfterScroll = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { firstRowsMs, domNodes, domNodesAfterScroll, maxFrameGapMs: Math.round(maxFrameGapMs), rowsLoadedAttr: rowsLoaded };
}

async function measure(count: number) {
  // The bench measures the list, not the sign-in: the admin signs in with the password alone.
  const running = await startBuiltServer({ env: { SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_2FA: 'optional' } });
  try {
    addUsers(running.dataDir, count);
    const token = await signIn(running.origin);
    const server = await serverTimings(running, token, count);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // A warm-up visit, so both sizes are measured with the app's code in the HTTP cache.
      await browserTimings(page, running.origin, token);
      return { count, ...server, ...(await browserTimings(page, running.origin, token)) };
    } finally {
      await browser.close();
    }
  } finally {
    running.stop();
  }
}

export async function measureUsersList(): Promise<BenchRow[]> {
  const [small, large] = [await measure(SIZES[0]!), await measure(SIZES[1]!)];
  const values = { '1k': small, '100k': large };
  const what = 'admin users list, 1k vs 100k users';
  return [
    { row: 4, what: `${what}: DOM nodes`, target: '100k ≤ 1.1× 1k', measured: `${large.domNodes} vs ${small.domNodes}`, pass: large.domNodes <= 1.1 * small.domNodes, values },
    {
      row: 4,
      what: `${what}: DOM nodes after scrolling ${SCROLL_PAGES} pages`,
      target: '100k ≤ 1.1× 1k',
      measured: `${large.domNodesAfterScroll} vs ${small.domNodesAfterScroll}`,
      pass: large.domNodesAfterScroll <= 1.1 * small.domNodesAfterScroll,
      values: {},
    },
    {
      row: 4,
      what: `${what}: first rows`,
      target: '100k ≤ 2× 1k',
      measured: `${large.firstRowsMs} ms vs ${small.firstRowsMs} ms`,
      pass: large.firstRowsMs <= 2 * small.firstRowsMs,
      values: {},
    },
    {
      row: 4,
      what: 'admin users list, 100k: deep page vs first page (keyset)',
      target: '≤ 1.5×',
      measured: `${round(large.deepPageMs)} ms vs ${round(large.firstPageMs)} ms`,
      pass: large.deepPageMs <= 1.5 * large.firstPageMs,
      values: {},
    },
    { row: 4, what: 'admin users search, 100k users, p95 on the server', target: '≤ 50 ms', measured: `${round(large.searchP95Ms)} ms`, pass: large.searchP95Ms <= 50, values: {} },
  ];
}

if (require.main === module) runAlone(measureUsersList);
