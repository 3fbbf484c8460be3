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
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Page } from 'playwright-core';

const SIZES = [1_000, 100_000];
const ADMIN = { email: 'bench-admin@bench.test', password: 'bench-Admin-pass-1' };
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
// Mid-list for both sizes (1k has 20 pages), so both are measured with rows above and below the view.
const SCROLL_PAGES = 10;

interface Running {
  port: number;
  dataDir: string;
  stop: () => void;
}

async function startServer(port: number): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-users-'));
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: 'inherit',
  });
  const stop = () => {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('The server did not start');
}

/** Adds `count` verified investors, one second apart, in one transaction (WAL lets the server keep its connection). */
function addUsers(dataDir: string, count: number): void {
  const db = new Database(path.join(dataDir, 'halal-invest.sqlite'));
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    `insert into users (id, email, fullname, password_hash, phone, nid, unique_id, role, is_verified, is_active, language, total_investment, total_profit, total_loss, created_at, updated_at)
     values (?, ?, ?, 'not-a-hash', ?, ?, ?, 'investor', 1, 1, 'en', ?, ?, 0, ?, ?)`,
  );
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const at = new Date(start + i * 1000).toISOString();
      insert.run(crypto.randomBytes(12).toString('hex'), `investor${i}@bench.test`, `Investor ${i}`, `+8801${String(700000000 + i)}`, String(1990000000 + i), `iv${i}`, (i % 997) * 100_00, (i % 31) * 10_00, at, at);
    }
  })();
  db.close();
}

async function signIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`Admin sign-in failed: ${response.status}`);
  return body.token;
}

/** Wall-clock ms of each GET, seen from a client on the same machine. */
async function timeGets(port: number, token: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of paths) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${p}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? NaN;

/** The cursor of a row near the end of the list, as the server encodes it (repositories/users.ts). */
function deepCursor(dataDir: string): string {
  const db = new Database(path.join(dataDir, 'halal-invest.sqlite'), { readonly: true });
  const row = db.prepare('select created_at, id from users where is_active = 1 order by created_at asc, id asc limit 1 offset 60').get() as { created_at: string; id: string };
  db.close();
  return Buffer.from(`${row.created_at}|${row.id}`, 'utf8').toString('base64url');
}

async function serverTimings(running: Running, token: string, count: number) {
  const first = Array.from({ length: 30 }, () => '/api/auth/users?limit=50');
  const deep = Array.from({ length: 30 }, () => `/api/auth/users?limit=50&cursor=${deepCursor(running.dataDir)}`);
  const searches = Array.from({ length: 40 }, (_, i) => `/api/auth/users?limit=50&q=${encodeURIComponent(`investor${Math.floor((count / 40) * i) + 7}`)}`);
  await timeGets(running.port, token, first.slice(0, 5)); // warm-up
  return { firstPageMs: median(await timeGets(running.port, token, first)), deepPageMs: median(await timeGets(running.port, token, deep)), searchP95Ms: p95(await timeGets(running.port, token, searches)) };
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

async function browserTimings(page: Page, port: number, token: string) {
  await page.goto(`http://127.0.0.1:${port}/signin`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  const started = Date.now();
  await page.goto(`http://127.0.0.1:${port}/admin/dashboard`);
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

async function measure(count: number, port: number) {
  const running = await startServer(port);
  try {
    addUsers(running.dataDir, count);
    const token = await signIn(port);
    const server = await serverTimings(running, token, count);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // A warm-up visit, so both sizes are measured with the app's code in the HTTP cache.
      await browserTimings(page, port, token);
      return { count, ...server, ...(await browserTimings(page, port, token)) };
    } finally {
      await browser.close();
    }
  } finally {
    running.stop();
  }
}

async function main(): Promise<boolean> {
  const results = [];
  for (const [index, count] of SIZES.entries()) results.push(await measure(count, 4600 + index));
  const [small, large] = results as [Awaited<ReturnType<typeof measure>>, Awaited<ReturnType<typeof measure>>];
  const checks = [
    { target: 'DOM nodes at 100k ≤ 1.1× at 1k', measured: `${large.domNodes} vs ${small.domNodes}`, pass: large.domNodes <= 1.1 * small.domNodes },
    { target: 'DOM nodes after scrolling 10 pages: 100k ≤ 1.1× 1k', measured: `${large.domNodesAfterScroll} vs ${small.domNodesAfterScroll}`, pass: large.domNodesAfterScroll <= 1.1 * small.domNodesAfterScroll },
    { target: 'first rows at 100k ≤ 2× at 1k', measured: `${large.firstRowsMs} ms vs ${small.firstRowsMs} ms`, pass: large.firstRowsMs <= 2 * small.firstRowsMs },
    { target: 'deep page ≤ 1.5× first page (100k)', measured: `${large.deepPageMs.toFixed(1)} ms vs ${large.firstPageMs.toFixed(1)} ms`, pass: large.deepPageMs <= 1.5 * large.firstPageMs },
    { target: 'search p95 ≤ 50 ms (100k)', measured: `${large.searchP95Ms.toFixed(1)} ms`, pass: large.searchP95Ms <= 50 },
  ];
  console.table(checks);
  console.log(JSON.stringify({ bench: 'users-list-scale', results, checks }));
  return checks.every((check) => check.pass);
}

void main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
