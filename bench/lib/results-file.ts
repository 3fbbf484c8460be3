import fs from 'node:fs';
import os from 'node:os';
import { markdownTable, type BenchRow } from './report';

const JSON_FILE = 'bench/results.json';
const MARKDOWN_FILE = 'bench/RESULTS.md';

/** A measured line with the day it was measured: rows from an earlier run keep theirs. */
type DatedRow = BenchRow & { at: string };

function earlierRows(): DatedRow[] {
  try {
    const saved = JSON.parse(fs.readFileSync(JSON_FILE, 'utf8')) as { at?: string; rows?: Array<BenchRow & { at?: string }> };
    return (saved.rows ?? []).map((row) => ({ ...row, at: row.at ?? saved.at ?? '' }));
  } catch {
    return [];
  }
}

/**
 * Writes bench/results.json and bench/RESULTS.md (README links it; the bench never edits the
 * README). A run of some rows (`--only`) replaces those rows and keeps the others as last
 * measured, each with its date, so the file is always the whole table.
 */
export function saveResults(rows: BenchRow[], at: string): void {
  const measured = new Set(rows.map((row) => row.row));
  const all = [...earlierRows().filter((row) => !measured.has(row.row)), ...rows.map((row) => ({ ...row, at }))].sort((a, b) => a.row - b.row);
  const machine = `${os.cpus().length} CPUs, Node ${process.version}`;
  fs.writeFileSync(JSON_FILE, `${JSON.stringify({ at, machine, pass: all.every((r) => r.pass), rows: all }, null, 2)}\n`);
  const days = [...new Set(all.map((row) => row.at.slice(0, 10)))].sort();
  const byDay = days.map((day) => `${day}: rows ${[...new Set(all.filter((row) => row.at.startsWith(day)).map((row) => row.row))].join(', ')}`).join('; ');
  const text = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` (see README, "Measured"); targets are PERFORMANCE.md's. Last run ${at.slice(0, 10)} on ${machine}. Measured on ${byDay}.`,
    '',
    markdownTable(all),
    '',
  ].join('\n');
  fs.writeFileSync(MARKDOWN_FILE, text);
}
