/**
 * `npm run bench`: builds the production app, then measures every row of PERFORMANCE.md side by
 * side in one run, each against the built server on a temporary data directory. Prints one table
 * (target, measured, pass/fail) and writes it to bench/RESULTS.md and bench/results.json (README links them).
 * Exit code 1 when a row misses its target.
 *
 *   npm run bench                      everything
 *   npm run bench -- --no-build        reuse the last build
 *   npm run bench -- --only 1,3        some rows
 *
 * Row 2 (Lighthouse) runs 4 pages × English, Bengali × mobile default, low-end CPU, 3 times each;
 * BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_LANGS (en,bn), BENCH_LIGHTHOUSE_SETTINGS (default,low-end),
 * BENCH_LIGHTHOUSE_PAGES (home,list,project,signin) narrow it: see bench/lighthouse.ts.
 */
import { spawnSync } from 'node:child_process';
import { measureApiThroughput } from './api-throughput';
import { measureColdStart } from './cold-start';
import { measureDistributionScale } from './distribution-scale';
import { measureHomeJs } from './home-js-size';
import { markdownTable, type BenchRow } from './lib/report';
import { saveResults } from './lib/results-file';
import { measureLighthouse } from './lighthouse';
import { measureMoneyScale } from './money-scale';
import { measurePortfolioLighthouse } from './portfolio-lighthouse';
import { buildReferenceShell } from './reference-shell';
import { measureStatementPdf } from './statement-pdf';
import { measureUploadMemory } from './upload-memory';
import { measureUsersList } from './users-list-scale';

const MEASURES: Array<[row: number, name: string, measure: () => Promise<BenchRow[]>]> = [
  [1, 'home route JS vs reference shell', async () => measureHomeJs(await buildReferenceShell())],
  [2, 'Lighthouse: 4 pages × English, Bengali × mobile default, low-end CPU', measureLighthouse],
  [2, 'Lighthouse: /portfolio in Bengali, signed in, mobile default', measurePortfolioLighthouse],
  [3, 'API throughput', measureApiThroughput],
  [4, 'admin users list 1k vs 100k', measureUsersList],
  [5, 'concurrent uploads memory', measureUploadMemory],
  [6, 'cold start', measureColdStart],
  [7, 'money: profile and holdings at 10,000 transfers; investing at 50 concurrent', measureMoneyScale],
  [9, 'invest and withdraw while a distribution posts to 100,000 holders', measureDistributionScale],
  [10, 'statement PDFs: health during 10 at once, CPU of one', measureStatementPdf],
];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<boolean> {
  const only = option('--only')?.split(',').map(Number);
  if (!process.argv.includes('--no-build')) {
    console.log('Building the production app…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const rows: BenchRow[] = [];
  for (const [row, name, measure] of MEASURES) {
    if (only && !only.includes(row)) continue;
    console.log(`\n▶ row ${row}: ${name}`);
    const started = performance.now();
    try {
      const measured = await measure();
      rows.push(...measured);
      console.log(markdownTable(measured));
    } catch (error) {
      console.error(error);
      rows.push({ row, what: name, target: 'measured', measured: `error: ${error instanceof Error ? error.message : String(error)}`, pass: false, values: {} });
    }
    console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const table = markdownTable(rows);
  const at = new Date().toISOString();
  console.log(`\n${table}\n`);
  saveResults(rows, at);
  return rows.every((r) => r.pass);
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
