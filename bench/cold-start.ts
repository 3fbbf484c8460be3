/**
 * PERFORMANCE.md row 6: cold start of `npm start` after a build — wall clock from spawning
 * `node scripts/start.mjs` to the first 200 from /api/health, on a fresh data directory (so it
 * includes migrating and seeding the demo content) and again on that now-filled directory.
 * Median of 3 each.
 *
 *   npx tsx bench/cold-start.ts              (after `npm run build`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, requireBuild, spawnServer, waitForHealth } from './lib/built-server';
import { median, round, runAlone, type BenchRow } from './lib/report';

const BUDGET_MS = 1500;
const RUNS = 3;

async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnServer({ entry: 'scripts/start.mjs', port, dataDir });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, 30_000, 5);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function measureColdStart(): Promise<BenchRow[]> {
  requireBuild();
  // Without the stamp `npm start` would build first, which is not the start being measured.
  if (!fs.existsSync('dist/.build-stamp')) throw new Error('run `npm run build` first (it leaves dist/.build-stamp)');
  const fresh: number[] = [];
  const filled: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halal-bench-start-'));
    try {
      fresh.push(await startOnce(dataDir));
      filled.push(await startOnce(dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const freshMs = Math.round(median(fresh));
  const filledMs = Math.round(median(filled));
  return [
    {
      row: 6,
      what: '`npm start` to first API answer, new data directory (migrate + demo seed)',
      target: `≤ ${BUDGET_MS / 1000} s`,
      measured: `${round(freshMs / 1000, 2)} s`,
      pass: freshMs <= BUDGET_MS,
      values: { medianMs: freshMs, runsMs: fresh.map(Math.round) },
    },
    {
      row: 6,
      what: '`npm start` to first API answer, existing data directory',
      target: `≤ ${BUDGET_MS / 1000} s`,
      measured: `${round(filledMs / 1000, 2)} s`,
      pass: filledMs <= BUDGET_MS,
      values: { medianMs: filledMs, runsMs: filled.map(Math.round) },
    },
  ];
}

if (require.main === module) runAlone(measureColdStart);
