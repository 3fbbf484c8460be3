/**
 * PERFORMANCE.md row 5: server RSS growth while 10 investors upload a 5 MB screenshot at once.
 * The server runs in a child process (so the clients' buffers do not count) and samples its own
 * RSS every 10 ms; this process sends the uploads over real sockets and prints the growth.
 *
 *   npx tsx bench/upload-memory.ts            (prints its row; exit code 1 over budget)
 *
 * The server runs with MALLOC_ARENA_MAX=2, as `npm start` runs it (scripts/start.mjs): without it glibc
 * keeps what libvips' threads freed, 15-20 MB more. Most of what remains is garbage, not data held:
 * socket reads arrive in fresh 64 KB buffers that V8 frees lazily. BENCH_GC=1 collects every 25 ms,
 * leaving only live memory in the figure.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { runAlone, type BenchRow } from './lib/report';

const CONCURRENT = 10;
const BUDGET_MB = 40;
const MB = 1024 * 1024;

type Message = { ready: { port: number; token: string } } | { peak: number; rss: number };

async function runServer(): Promise<void> {
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { createDatabase, migrateToLatest } = await import('../src/server/db/connection');
  const { newId, nowIso } = await import('../src/server/db/ids');
  const { createSession } = await import('../src/server/services/sessions');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG ?? 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    CLIENT_DIR: path.join(dataDir, 'none'),
  });
  const database = createDatabase(config);
  await migrateToLatest(database.db);
  const id = newId();
  const now = nowIso();
  await database.db
    .insertInto('users')
    .values({ id, email: 'bench@example.com', fullname: 'Bench', password_hash: 'x', role: 'investor', language: 'en', is_verified: 1, created_at: now, updated_at: now })
    .execute();
  const token = await createSession(database.db, id, 1);
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Diagnostic: with frequent forced collections only live memory remains in the figure.
  if (process.env.BENCH_GC) setInterval(() => (globalThis as { gc?: () => void }).gc?.(), 25).unref();
  let peak = process.memoryUsage().rss;
  setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10).unref();
  process.on('message', (message: string) => {
    if (message === 'reset') peak = process.memoryUsage().rss;
    if (message === 'report') process.send?.({ peak, rss: process.memoryUsage().rss } satisfies Message);
  });
  // The parent's exit closes the channel: clean up and leave.
  process.on('disconnect', () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
  process.send?.({ ready: { port: (app.server.address() as { port: number }).port, token } } satisfies Message);
}

function next(child: ChildProcess): Promise<Message> {
  return new Promise((resolve) => child.once('message', (m) => resolve(m as Message)));
}

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

export async function measureUploadMemory(): Promise<BenchRow[]> {
  // Random pixels do not compress: 1280 × 1270 RGB is a PNG just under the 5 MB limit.
  const png = await sharp(randomBytes(1280 * 1270 * 3), { raw: { width: 1280, height: 1270, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const { body, type } = multipart(png);
  const child = fork(__filename, ['--server'], {
    execArgv: process.env.BENCH_GC ? [...process.execArgv, '--expose-gc'] : process.execArgv,
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await next(child);
  if (!('ready' in ready)) throw new Error('server did not start');
  const upload = () =>
    fetch(`http://127.0.0.1:${ready.ready.port}/api/file/upload`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': type, authorization: `Bearer ${ready.ready.token}` },
    }).then((r) => r.status);
  const rss = async () => {
    child.send('report');
    const m = await next(child);
    if (!('peak' in m)) throw new Error('unexpected message');
    return m;
  };

  const idle = (await rss()).rss;
  // One upload first: loading sharp/libvips and compiling the route are start-up costs, not per-upload growth.
  const warm = await upload();
  const afterWarmUp = (await rss()).rss;
  child.send('reset');
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: CONCURRENT }, upload));
  const seconds = (performance.now() - started) / 1000;
  const { peak } = await rss();
  child.disconnect();

  const result = {
    fileMB: +(png.length / MB).toFixed(2),
    statuses: [warm, ...statuses],
    idleRssMB: +(idle / MB).toFixed(1),
    afterWarmUpRssMB: +(afterWarmUp / MB).toFixed(1),
    peakRssMB: +(peak / MB).toFixed(1),
    growthFromWarmMB: +((peak - afterWarmUp) / MB).toFixed(1),
    growthFromIdleMB: +((peak - idle) / MB).toFixed(1),
    budgetMB: BUDGET_MB,
    allDoneSeconds: +seconds.toFixed(2),
  };
  const accepted = statuses.filter((s) => s === 201).length;
  return [
    {
      row: 5,
      what: `${CONCURRENT} concurrent ${result.fileMB} MB screenshot uploads: server RSS growth`,
      target: `≤ ${BUDGET_MB} MB, all accepted`,
      measured: `${result.growthFromWarmMB} MB (peak ${result.peakRssMB} MB), ${accepted}/${CONCURRENT} accepted in ${result.allDoneSeconds} s`,
      pass: accepted === CONCURRENT && result.growthFromWarmMB <= BUDGET_MB,
      values: result,
    },
  ];
}

if (process.argv.includes('--server')) void runServer();
else if (require.main === module) runAlone(measureUploadMemory);
