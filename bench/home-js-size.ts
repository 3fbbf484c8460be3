/**
 * PERFORMANCE.md row 1: the JavaScript Chromium loads for the public home route, against the
 * reference React + MUI shell (reference-shell.ts) built in the same run.
 * Opens `/` on the built server, waits until the page is idle and sums every script response:
 * bytes on the wire (Chromium asks for brotli) and the gzip size of the same files (the .gz copies
 * the build wrote).
 *
 *   npx tsx bench/home-js-size.ts            (after `npm run build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from './lib/built-server';
import { runAlone, round, type BenchRow } from './lib/report';
import { buildReferenceShell, type ReferenceShell } from './reference-shell';

const BUDGET_GZIP_KB = 200;
const MAX_RATIO = 1.25;
const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');

export async function measureHomeJs(reference: ReferenceShell): Promise<BenchRow[]> {
  const server = await startBuiltServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const pending: Array<Promise<{ file: string; wire: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') pending.push(request.sizes().then((sizes) => ({ file: new URL(request.url()).pathname, wire: sizes.responseBodySize })));
    });
    await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const scripts = (await Promise.all(pending)).map(({ file, wire }) => {
      const gz = path.join(clientDir, `${file}.gz`);
      const gzip = fs.existsSync(gz) ? fs.statSync(gz).size : fs.statSync(path.join(clientDir, file)).size;
      return { file, wireKB: round(wire / 1024), gzipKB: round(gzip / 1024) };
    });
    const gzipKB = round(scripts.reduce((sum, s) => sum + s.gzipKB, 0));
    const wireKB = round(scripts.reduce((sum, s) => sum + s.wireKB, 0));
    const ratio = round(gzipKB / reference.gzipKB, 2);
    return [
      {
        row: 1,
        what: 'home route JS, gzip',
        target: `≤ ${BUDGET_GZIP_KB} KB`,
        measured: `${gzipKB} KB (${wireKB} KB brotli on the wire, ${scripts.length} files)`,
        pass: gzipKB <= BUDGET_GZIP_KB,
        values: { gzipKB, wireKB, scripts },
      },
      {
        row: 1,
        what: 'home route JS vs React + MUI reference shell',
        target: `≤ ${MAX_RATIO}×`,
        measured: `${ratio}× (reference ${reference.gzipKB} KB)`,
        pass: ratio <= MAX_RATIO,
        values: { ratio, referenceGzipKB: reference.gzipKB },
      },
    ];
  } finally {
    await browser.close();
    server.stop();
  }
}

if (require.main === module) runAlone(async () => measureHomeJs(await buildReferenceShell()));
