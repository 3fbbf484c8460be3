/**
 * PERFORMANCE.md row 1: the JavaScript Chromium loads for the public home route.
 * Starts the built server (run `npm run build` first) on a temporary data directory, opens `/`,
 * waits until the page is idle and sums every script response: bytes on the wire (Chromium asks
 * for brotli) and the gzip size of the same files (the .gz copies the build wrote).
 *
 *   npx tsx bench/home-js-size.ts            (prints one JSON line; exit code 1 over budget)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BUDGET_GZIP_KB = 200;
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const clientDir = path.resolve('dist/client');

async function startServer(port: number): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-js-'));
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const stop = () => {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error('the server did not start');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error('run `npm run build` first');
  const port = 4300 + Math.floor(Math.random() * 500);
  const stop = await startServer(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts: Array<{ file: string; wire: number }> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      void request.sizes().then((sizes) => scripts.push({ file: new URL(request.url()).pathname, wire: sizes.responseBodySize }));
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const rows = scripts.map(({ file, wire }) => {
      const gz = path.join(clientDir, `${file}.gz`);
      const gzip = fs.existsSync(gz) ? fs.statSync(gz).size : fs.statSync(path.join(clientDir, file)).size;
      return { file, wireKB: +(wire / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1) };
    });
    const sum = (key: 'wireKB' | 'gzipKB') => +rows.reduce((total, row) => total + row[key], 0).toFixed(1);
    const result = { metric: 'home route JS', scripts: rows, wireKB: sum('wireKB'), gzipKB: sum('gzipKB'), budgetGzipKB: BUDGET_GZIP_KB, pass: sum('gzipKB') <= BUDGET_GZIP_KB };
    console.log(JSON.stringify(result));
    process.exitCode = result.pass ? 0 : 1;
  } finally {
    await browser.close();
    stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
